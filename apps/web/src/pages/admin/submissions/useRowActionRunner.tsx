import { useState, type ReactElement } from 'react';
import { message, Modal, notification } from 'antd';
import { REVISION_TEXTS, type SubmissionOverviewRow } from '@marginalia/contracts';
import { serverMessages } from '../../../api/serverMessages';
import { ReassignDialog } from './ReassignDialog';
import { submissionOwners, type RowAction } from './SubmissionRowActions';
import type { SubmissionActions } from './useSubmissionsData';

/**
 * Runs the row actions of the submissions table: finalize and unfinalize at once, delete after a
 * confirmation, reassign in its dialog. A refusal shows the server's own words (too few comments, no grader…).
 */
export function useRowActionRunner(
  actions: SubmissionActions,
  graders: readonly string[],
  /** The assignment's feedback is out: unfinalizing then asks first (its students are reading it). */
  feedbackPublished = false,
): { run: (action: RowAction, row: SubmissionOverviewRow) => void; holders: ReactElement } {
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [notices, noticeHolder] = notification.useNotification();
  const [reassigning, setReassigning] = useState<SubmissionOverviewRow | null>(null);

  const failed = (what: string, error: unknown) => notices.error({ title: `Could not ${what}`, description: serverMessages(error).join(' '), duration: 8 });

  const setFinalized = async (row: SubmissionOverviewRow, isFinalized: boolean) => {
    const verb = isFinalized ? 'finalize' : 'unfinalize';
    try {
      await actions.update.mutateAsync({ id: row.id, changes: { isFinalized } });
      void messages.success(isFinalized ? 'Submission finalized.' : 'Submission unfinalized.');
    } catch (error) {
      failed(`${verb} the submission`, error);
    }
  };

  const run = (action: RowAction, row: SubmissionOverviewRow) => {
    if (action === 'reassign') setReassigning(row);
    else if (action === 'unfinalize' && feedbackPublished) {
      void modal.confirm({
        title: REVISION_TEXTS.unfinalizeTitle,
        content: REVISION_TEXTS.unfinalizeContent,
        okText: REVISION_TEXTS.unfinalizeConfirm,
        onOk: () => setFinalized(row, false),
      });
    } else if (action === 'finalize' || action === 'unfinalize') void setFinalized(row, action === 'finalize');
    else {
      void modal.confirm({
        title: `Delete the submission of ${submissionOwners(row)}?`,
        content: 'Its files, comments and grade are deleted with it. This cannot be undone.',
        okText: 'Delete',
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await actions.remove.mutateAsync(row.id);
            void messages.success('Submission deleted.');
          } catch (error) {
            failed('delete the submission', error);
          }
        },
      });
    }
  };

  return {
    run,
    holders: (
      <>
        {modalHolder}
        {messageHolder}
        {noticeHolder}
        {reassigning && <ReassignDialog key={reassigning.id} row={reassigning} graders={graders} actions={actions} feedbackPublished={feedbackPublished} onClose={() => setReassigning(null)} />}
      </>
    ),
  };
}

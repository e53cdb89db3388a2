import { useCallback, type ReactElement } from 'react';
import { message, Modal, notification } from 'antd';
import { runRosterAction } from './runRosterAction';
import type { RosterAction } from './roleChanges';
import { serverMessages } from '../../../api/serverMessages';
import { useRosterRefresh } from './useRosterRefresh';

/**
 * Confirms a row action naming the person, runs it, and says how it went. The roster is re-read whatever
 * the outcome: a role change whose add succeeded and whose remove was refused still changed something.
 */
export function useRosterActionRunner(courseId: number): { run: (action: RosterAction) => void; holders: ReactElement } {
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [notices, noticeHolder] = notification.useNotification();
  const refresh = useRosterRefresh(courseId);

  const run = useCallback(
    (action: RosterAction) => {
      void modal.confirm({
        title: action.confirm,
        content: action.consequence,
        okText: action.label,
        okButtonProps: { danger: action.danger },
        onOk: async () => {
          try {
            await runRosterAction(courseId, action);
            void messages.success('Roster updated.');
          } catch (error) {
            notices.error({ title: `Could not ${action.label.toLowerCase()}`, description: serverMessages(error).join(' '), duration: 8 });
          } finally {
            await refresh();
          }
        },
      });
    },
    [modal, messages, notices, refresh, courseId],
  );

  return {
    run,
    holders: (
      <>
        {modalHolder}
        {messageHolder}
        {noticeHolder}
      </>
    ),
  };
}

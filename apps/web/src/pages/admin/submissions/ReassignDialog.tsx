import { useState } from 'react';
import { Alert, Button, Flex, Modal, Popconfirm, Select, Typography } from 'antd';
import { REVISION_TEXTS, type SubmissionOverviewRow } from '@marginalia/contracts';
import { serverMessages } from '../../../api/serverMessages';
import { submissionOwners } from './SubmissionRowActions';
import type { SubmissionActions } from './useSubmissionsData';

interface Props {
  row: SubmissionOverviewRow;
  graders: readonly string[];
  actions: SubmissionActions;
  onClose: () => void;
  /** The assignment's feedback is out: unfinalizing asks first, as the table's own action does. */
  feedbackPublished?: boolean;
}

/** "" is how the API spells "no grader". */
const UNCLAIMED = '';

/**
 * Gives a submission another grader, or none. A finalized submission keeps its grader until it is
 * unfinalized (the server refuses otherwise): the dialog says so and offers to unfinalize it first.
 */
export function ReassignDialog({ row, graders, actions, onClose, feedbackPublished = false }: Props) {
  const [grader, setGrader] = useState<string>(row.grader ?? UNCLAIMED);
  const [finalized, setFinalized] = useState(row.state === 'finalized');
  const [problem, setProblem] = useState<string[] | null>(null);
  const owners = submissionOwners(row);
  const pending = actions.update.isPending;
  // The current grader stays choosable even if they left the grader role since.
  const choices = row.grader !== null && !graders.includes(row.grader) ? [row.grader, ...graders] : graders;

  const send = async (changes: { grader?: string; isFinalized?: boolean }) => {
    setProblem(null);
    try {
      const updated = await actions.update.mutateAsync({ id: row.id, changes });
      setFinalized(updated.isFinalized);
      return true;
    } catch (error) {
      setProblem(serverMessages(error));
      return false;
    }
  };

  return (
    <Modal
      open
      title="Change grader"
      okText="Save"
      onOk={async () => {
        if (await send({ grader })) onClose();
      }}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>Submission of {owners}</Typography.Text>
        {finalized && (
          <Alert
            type="info"
            showIcon
            title="This submission is finalized. Unfinalize it before you change its grader."
            action={
              feedbackPublished ? (
                <Popconfirm
                  title={REVISION_TEXTS.unfinalizeTitle}
                  description={<div style={{ maxWidth: 320 }}>{REVISION_TEXTS.unfinalizeContent}</div>}
                  okText={REVISION_TEXTS.unfinalizeConfirm}
                  onConfirm={() => send({ isFinalized: false })}
                >
                  <Button size="small" loading={pending}>
                    Unfinalize
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" loading={pending} onClick={() => void send({ isFinalized: false })}>
                  Unfinalize
                </Button>
              )
            }
          />
        )}
        <Select
          aria-label="Grader"
          value={grader}
          onChange={setGrader}
          showSearch
          options={[{ value: UNCLAIMED, label: 'Unclaimed' }, ...choices.map((email) => ({ value: email, label: email }))]}
        />
        {problem && <Alert type="error" showIcon title={problem.join(' ')} />}
      </Flex>
    </Modal>
  );
}

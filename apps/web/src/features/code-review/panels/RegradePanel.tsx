import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Popconfirm, Tag, Typography, theme } from 'antd';
import { REGRADE_TEXT_MAX, type RegradeLinkIntent, type ReviewPermissions, type Submission } from '@marginalia/contracts';
import { ServerErrors } from './ServerErrors';
import { useServerAction } from './useServerAction';
import { formatDateTime } from '../../../format/dateTime';

export interface RegradePanelProps {
  submission: Submission;
  permissions: ReviewPermissions;
  onSubmit(text: string): Promise<void>;
  onDelete(): Promise<void>;
  onAnswer(response: string, close: boolean): Promise<void>;
  /** The course's time zone, in which the request's dates show (as every time of the submission view). */
  timeZone: string;
  /**
   * The address asks for the request (a mail, the regrade inbox, the "Request regrade" beside the grade): the
   * panel scrolls into view and takes the focus, and `write` opens the student's form.
   */
  intent?: RegradeLinkIntent | null;
  /** Changes with each such visit, so that asking again acts again. */
  visit?: string;
}

function Quote({ label, text, meta }: { label: string; text: string; meta: string }) {
  const { token } = theme.useToken();
  return (
    <div aria-label={label} style={{ fontSize: token.fontSizeSM }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {meta}
      </Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: token.fontSizeSM }}>{text}</Typography.Paragraph>
    </div>
  );
}

/** The student's side: open a request, see it, take it back. */
function StudentRegrade({ submission, permissions, onSubmit, onDelete, timeZone, intent, visit }: RegradePanelProps) {
  const { token } = theme.useToken();
  const mayWrite = permissions.canRequestRegrade && !submission.questionIsOpen;
  const [writing, setWriting] = useState(intent === 'write' && mayWrite);
  const [text, setText] = useState('');
  const action = useServerAction();
  // Only a new visit to such an address opens the form again (not every render after the student cancelled).
  const [seenVisit, setSeenVisit] = useState(visit);
  if (visit !== seenVisit) {
    setSeenVisit(visit);
    if (intent === 'write' && mayWrite) setWriting(true);
  }
  const submit = async () => {
    if (await action.run(() => onSubmit(text))) {
      setWriting(false);
      setText('');
    }
  };
  return (
    <Flex vertical gap={token.marginXS}>
      {submission.questionIsOpen && (
        <>
          <Quote label="Your regrade request" text={submission.questionText} meta={`You asked on ${formatDateTime(submission.questionDate, timeZone)}`} />
          <Popconfirm
            title="Delete your regrade request?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={() => action.run(onDelete)}
          >
            <Button size="small" danger loading={action.pending} style={{ alignSelf: 'flex-start' }}>
              Delete request
            </Button>
          </Popconfirm>
        </>
      )}
      {!submission.questionIsOpen && submission.questionText !== '' && <AnsweredRequest submission={submission} timeZone={timeZone} />}
      {mayWrite && !writing && (
        <Button size="small" onClick={() => setWriting(true)} style={{ alignSelf: 'flex-start' }}>
          Request regrade
        </Button>
      )}
      {writing && (
        <>
          <Input.TextArea
            aria-label="What should be regraded?"
            placeholder="What should be regraded?"
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={REGRADE_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
          <Flex gap={token.marginXS}>
            <Button type="primary" size="small" loading={action.pending} disabled={text.trim() === ''} onClick={() => void submit()}>
              Submit
            </Button>
            <Button size="small" onClick={() => (setWriting(false), action.clearErrors())}>
              Cancel
            </Button>
          </Flex>
        </>
      )}
      <ServerErrors messages={action.errors} />
    </Flex>
  );
}

function AnsweredRequest({ submission, timeZone }: { submission: Submission; timeZone: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXXS}>
      <Quote label="Regrade request" text={submission.questionText} meta={`Asked on ${formatDateTime(submission.questionDate, timeZone)}`} />
      {submission.questionResponse !== '' && (
        <Quote
          label="Regrade response"
          text={submission.questionResponse}
          meta={`Answered${submission.questionResponder ? ` by ${submission.questionResponder}` : ''} on ${formatDateTime(submission.responseDate, timeZone)}`}
        />
      )}
    </Flex>
  );
}

/** The staff's side: answer the open request, keeping it open or closing it. */
function StaffRegrade({ submission, permissions, onAnswer, timeZone }: RegradePanelProps) {
  const { token } = theme.useToken();
  const [response, setResponse] = useState(submission.questionResponse);
  const action = useServerAction();
  if (!submission.questionIsOpen || !permissions.canAnswerRegrade) return <AnsweredRequest submission={submission} timeZone={timeZone} />;
  return (
    <Flex vertical gap={token.marginXS}>
      <Quote label="Regrade request" text={submission.questionText} meta={`Asked on ${formatDateTime(submission.questionDate, timeZone)}`} />
      <Input.TextArea
        aria-label="Response"
        placeholder="Response"
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={REGRADE_TEXT_MAX}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
      />
      <Flex gap={token.marginXS} wrap>
        <Button type="primary" size="small" loading={action.pending} onClick={() => void action.run(() => onAnswer(response, true))}>
          Answer and close
        </Button>
        <Button size="small" loading={action.pending} onClick={() => void action.run(() => onAnswer(response, false))}>
          Save answer
        </Button>
      </Flex>
      <ServerErrors messages={action.errors} />
    </Flex>
  );
}

/** The regrade request of a submission: students ask, staff answer (docs/PRODUCT.md §3). */
export function RegradePanel(props: RegradePanelProps) {
  const { token } = theme.useToken();
  const { submission, permissions, intent, visit } = props;
  const isStudent = permissions.role === 'student';
  const hasRequest = submission.questionIsOpen || submission.questionText !== '';
  const shown = hasRequest || (isStudent && permissions.canRequestRegrade);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!intent || !element) return;
    element.scrollIntoView?.({ block: 'nearest' });
    // The student's form focuses its own text box; otherwise the request itself takes the focus.
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
  }, [intent, visit, shown]);
  if (!shown) return null;
  return (
    <section
      ref={section}
      id="regrade"
      tabIndex={-1}
      aria-label="Regrade"
      style={{ padding: token.paddingXS, ...(intent ? { boxShadow: `inset 3px 0 0 ${token.colorWarning}` } : {}) }}
    >
      <Flex align="center" gap={token.marginXS} style={{ marginBottom: token.marginXS }}>
        <Typography.Text strong>Regrade</Typography.Text>
        {submission.questionIsOpen ? <Tag color="warning">Open</Tag> : hasRequest ? <Tag>Closed</Tag> : null}
      </Flex>
      {isStudent ? <StudentRegrade {...props} /> : <StaffRegrade {...props} />}
    </section>
  );
}

import { useState } from 'react';
import { Alert, Button, Flex, Input, Popconfirm, Space, Tooltip, Typography, theme } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { partnerInvitePath, SUBMISSION_ACTION_MESSAGES, type ReviewPermissions, type Submission } from '@marginalia/contracts';
import { ServerErrors } from './ServerErrors';
import { useServerAction } from './useServerAction';

export interface PartnerPanelProps {
  submission: Submission;
  permissions: ReviewPermissions;
  currentEmail: string;
  /** The assignment takes students' uploads (and so their partner changes, until its due date). */
  takesUploads: boolean;
  /** Makes a new link (older ones stop working) and answers its token. */
  onGenerate(): Promise<string>;
  onRemove(email: string): Promise<void>;
}

function InviteLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setCopyFailed(false);
    } catch {
      // Clipboard access refused (permissions, insecure page): the link stays selectable in the field.
      setCopyFailed(true);
    }
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input size="small" readOnly value={url} aria-label="Partner link" onFocus={(event) => event.target.select()} />
        <Tooltip title={copied ? 'Copied' : 'Copy link'}>
          <Button size="small" aria-label="Copy link" icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()} />
        </Tooltip>
      </Space.Compact>
      {copied && (
        <Typography.Text type="success" role="status">
          Link copied.
        </Typography.Text>
      )}
      {copyFailed && (
        <Typography.Text type="secondary" role="status">
          Could not copy: select the link and copy it yourself.
        </Typography.Text>
      )}
    </>
  );
}

/**
 * Why partners can no longer change, for a student who could change them while the assignment took uploads:
 * graded work keeps its students, and the due date passed (docs/PRODUCT.md §7). Null when the assignment never
 * took students' uploads (there was never a group to manage).
 */
function closedReason(submission: Submission, takesUploads: boolean): string | null {
  if (submission.isFinalized) return SUBMISSION_ACTION_MESSAGES.partnersFinalized;
  return takesUploads ? SUBMISSION_ACTION_MESSAGES.partnersPastDue : null;
}

function ClosedPartners({ submission, reason }: { submission: Submission; reason: string }) {
  const { token } = theme.useToken();
  return (
    <section aria-label="Partners" style={{ padding: token.paddingXS }}>
      <Typography.Text strong>Partners</Typography.Text>
      <ul style={{ margin: `${token.marginXXS}px 0`, paddingInlineStart: token.paddingLG }}>
        {submission.students.map((email) => (
          <li key={email} style={{ fontSize: token.fontSizeSM }}>
            {email}
          </li>
        ))}
      </ul>
      <Alert type="info" showIcon role="status" title={reason} />
    </section>
  );
}

/**
 * Partners of a submission (docs/PRODUCT.md §3): a student invites others with a link, removes them, or leaves; once
 * that is closed (graded work, past the due date), the student reads who is on it and why it cannot change.
 */
export function PartnerPanel({ submission, permissions, currentEmail, takesUploads, onGenerate, onRemove }: PartnerPanelProps) {
  const { token } = theme.useToken();
  const [url, setUrl] = useState<string | null>(null);
  const generating = useServerAction();
  const removing = useServerAction();
  if (!permissions.canManagePartners) {
    const reason = permissions.role === 'student' ? closedReason(submission, takesUploads) : null;
    return reason === null ? null : <ClosedPartners submission={submission} reason={reason} />;
  }

  const generate = () =>
    generating.run(async () => {
      const linkToken = await onGenerate();
      setUrl(`${window.location.origin}${partnerInvitePath(submission.id, linkToken)}`);
    });
  const isMe = (email: string) => email.toLowerCase() === currentEmail.toLowerCase();
  const lastStudent = submission.students.length <= 1;

  return (
    <section aria-label="Partners" style={{ padding: token.paddingXS }}>
      <Typography.Text strong>Partners</Typography.Text>
      <ul style={{ listStyle: 'none', margin: `${token.marginXXS}px 0`, padding: 0 }}>
        {submission.students.map((email) => (
          <li key={email}>
            <Flex align="center" justify="space-between" gap={token.marginXS}>
              <Typography.Text ellipsis={{ tooltip: email }} style={{ fontSize: token.fontSizeSM, minWidth: 0 }}>
                {email}
                {isMe(email) ? ' (you)' : ''}
              </Typography.Text>
              {!lastStudent && (
                <Popconfirm
                  title={isMe(email) ? 'Leave this submission?' : `Remove ${email} from this submission?`}
                  okText={isMe(email) ? 'Leave' : 'Remove'}
                  okButtonProps={{ danger: true }}
                  cancelText="Cancel"
                  onConfirm={() => removing.run(() => onRemove(email))}
                >
                  <Button size="small" type="link" danger aria-label={isMe(email) ? 'Leave' : `Remove ${email}`}>
                    {isMe(email) ? 'Leave' : 'Remove'}
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      <ServerErrors messages={removing.errors} />
      <Flex vertical gap={token.marginXS} style={{ marginTop: token.marginXS }}>
        <Button size="small" loading={generating.pending} onClick={() => void generate()} style={{ alignSelf: 'flex-start' }}>
          {url === null ? 'Invite a partner' : 'Make a new link'}
        </Button>
        {url !== null && (
          <>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              Send this link to your partner. A new link makes older ones stop working.
            </Typography.Text>
            <InviteLink url={url} />
          </>
        )}
        <ServerErrors messages={generating.errors} />
      </Flex>
    </section>
  );
}

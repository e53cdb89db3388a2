import { Alert, Button, Descriptions, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { OUTBOX_TEXTS, type OutboxMail, type OutboxMailDetail } from '@marginalia/contracts';
import { sanitizeHtml } from '../../components/MarkdownContent';
import { formatDateTime } from '../../format/dateTime';
import { loginAsPath, useCurrentPath } from '../../routing/loginAsPath';

// One outbox mail as the server lets the reader see it (docs/AUDIT.md): secret links already read "link hidden";
// a grade mail's body comes only to a login-as session as its recipient, and a platform admin gets the note and
// the way there instead.

export const STATUS_COLORS: Record<OutboxMail['status'], string> = { queued: 'blue', sent: 'green', failed: 'red' };
export const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** `/loginAs/{to}`, going to the mail once the session as the recipient has started, and back to `from` after. */
function loginAsToRead(mail: OutboxMailDetail, from: string): string {
  return `${loginAsPath(mail.to, from)}&next=${encodeURIComponent(OUTBOX_TEXTS.mailPath(mail.id))}`;
}

export function OutboxMailView({ mail, offerLoginAs }: { mail: OutboxMailDetail; offerLoginAs: boolean }) {
  const { token } = theme.useToken();
  const from = useCurrentPath();
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'from', label: 'From', children: mail.from },
          { key: 'to', label: 'To', children: mail.to },
          { key: 'status', label: 'Status', children: <Tag color={STATUS_COLORS[mail.status]}>{mail.status}</Tag> },
          { key: 'attempts', label: 'Attempts', children: mail.attempts },
          { key: 'sent', label: 'Sent', children: when(mail.sentAt) },
          ...(mail.lastError ? [{ key: 'error', label: 'Last error', children: mail.lastError }] : []),
          ...(mail.file ? [{ key: 'file', label: 'File', children: mail.file }] : []),
        ]}
      />
      {mail.bodyNote ? (
        <Alert
          style={{ marginTop: token.marginMD }}
          type="info"
          showIcon
          message={mail.bodyNote}
          action={
            offerLoginAs ? (
              <Link to={loginAsToRead(mail, from)}>
                <Button size="small">{OUTBOX_TEXTS.readThroughLoginAs(mail.to)}</Button>
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: token.marginMD }}>
            Text
          </Typography.Title>
          <pre aria-label="Text version" style={{ whiteSpace: 'pre-wrap', background: token.colorFillQuaternary, padding: token.paddingSM, borderRadius: token.borderRadius }}>
            {mail.text ?? ''}
          </pre>
          {mail.html ? (
            <>
              <Typography.Title level={5}>HTML</Typography.Title>
              <div
                aria-label="HTML version"
                style={{ border: `1px solid ${token.colorBorderSecondary}`, padding: token.paddingSM, borderRadius: token.borderRadius }}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(mail.html) }}
              />
            </>
          ) : null}
        </>
      )}
    </>
  );
}

import { Alert } from 'antd';

/** The sentences of a refused call, under the action that caused them. */
export function ServerErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return <Alert type="error" showIcon role="alert" title={messages.length === 1 ? messages[0] : messages.join(' ')} />;
}

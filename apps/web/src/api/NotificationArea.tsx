import { useEffect, useRef } from 'react';
import { notification } from 'antd';
import { ErrorBody } from './ErrorBody';

export interface ApiNotice {
  id: number;
  title: string;
  body: unknown;
}

/** antd's notification area, showing each of the API layer's error notices once, in the order they came. */
export default function NotificationArea({ notices, onShown }: { notices: ApiNotice[]; onShown: (upTo: number) => void }) {
  const [api, holder] = notification.useNotification();
  // The last notice shown: an effect run twice (React's strict mode) does not show a notice twice.
  const shownUpTo = useRef(0);
  useEffect(() => {
    const fresh = notices.filter((notice) => notice.id > shownUpTo.current);
    if (fresh.length === 0) return;
    for (const notice of fresh) api.error({ title: notice.title, description: <ErrorBody body={notice.body} />, duration: 8 });
    shownUpTo.current = fresh[fresh.length - 1]!.id;
    onShown(shownUpTo.current);
  }, [api, notices, onShown]);
  return holder;
}

import { useMemo, useState, type ReactElement } from 'react';
import { lazyPart } from '../../../components/lazyPart';
import type { Notice, NoticeKind } from './MessageHost';

// Ant Design's message (and the notification engine under it) shows only when something went wrong or needs
// saying: its code comes after the code view is drawn (components/lazyPart.tsx), and a notice asked for before it arrives
// shows on arrival.


const host = lazyPart<{ notices: readonly Notice[] }>(() => import('./MessageHost').then((module) => module.MessageHost), { fetch: 'drawn' });

/** Notices are numbered across the page, so each host shows each of its own once. */
let lastNotice = 0;

export type LazyMessages = Record<NoticeKind, (content: string) => void>;

/** message.useMessage's info and error, with the code loaded on demand; draw the holder where the hook's would be. */
export function useLazyMessage(): [messages: LazyMessages, holder: ReactElement | null] {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const messages = useMemo<LazyMessages>(() => {
    const say = (kind: NoticeKind) => (content: string) => {
      lastNotice += 1;
      const notice = { id: lastNotice, kind, content };
      // Only the newest few are kept: the host has shown the older ones already.
      setNotices((previous) => [...previous.slice(-4), notice]);
    };
    return { info: say('info'), error: say('error') };
  }, []);
  return [messages, notices.length > 0 ? <host.Component notices={notices} fallback={null} /> : null];
}

import { message } from 'antd';
import { useEffect, useRef } from 'react';

export type NoticeKind = 'info' | 'error';

export interface Notice {
  /** Increasing, so each notice shows once. */
  id: number;
  kind: NoticeKind;
  content: string;
}

/** Shows each notice asked for once, inside the page (so it takes the page's theme). */
export function MessageHost({ notices }: { notices: readonly Notice[] }) {
  const [api, holder] = message.useMessage();
  const shown = useRef(0);
  useEffect(() => {
    for (const notice of notices) {
      if (notice.id <= shown.current) continue;
      shown.current = notice.id;
      void api[notice.kind](notice.content);
    }
  }, [notices, api]);
  return holder;
}

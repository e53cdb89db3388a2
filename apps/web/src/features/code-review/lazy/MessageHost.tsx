import { message } from 'antd';
import { useEffect, useRef } from 'react';
import type { Notice } from './useLazyMessage';

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

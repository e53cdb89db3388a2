import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { configureApi } from './config';
import type { ApiNotice } from './NotificationArea';

// The notification area (antd's notification, about 9 KB gzip) is loaded with the first error notice: most
// visits never show one, so it stays out of every route's first download.
const NotificationArea = lazy(() => import('./NotificationArea'));

/**
 * Connects the API layer's error notifications to antd's notification area, rendered here so it follows
 * the theme. (antd's App component would also do it, but brings modals into the first download.) Notices that
 * come while the area's code is loading wait in order and are shown when it is there.
 */
export function ApiNotifications() {
  const [notices, setNotices] = useState<ApiNotice[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let next = 0;
    configureApi({
      notifyError: (title, body) => {
        setWanted(true);
        setNotices((queued) => [...queued, { id: ++next, title, body }]);
      },
    });
  }, []);
  const onShown = useCallback((upTo: number) => setNotices((queued) => queued.filter((notice) => notice.id > upTo)), []);
  if (!wanted) return null;
  return (
    // A notice floats above the page, so there is nothing to hold its place while the area's code arrives.
    <Suspense fallback={null}>
      <NotificationArea notices={notices} onShown={onShown} />
    </Suspense>
  );
}

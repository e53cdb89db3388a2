import { lazy, Suspense } from 'react';
import { useSession } from '../session/SessionContext';

// Rarely needed, so fetched only when one has to show.
const BlockedStorageAlert = lazy(() => import('./BlockedStorageAlert'));
const ConnectionNotice = lazy(() => import('./ConnectionNotice'));

/** App-wide notices about the session, shown above every layout. */
export function SessionBanners() {
  const { storageBlocked, connectionSlow } = useSession();
  return (
    <Suspense fallback={null}>
      {storageBlocked && <BlockedStorageAlert />}
      {connectionSlow && <ConnectionNotice />}
    </Suspense>
  );
}

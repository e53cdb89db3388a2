import { Outlet } from 'react-router';
import { PublicLayout } from '../layout/PublicLayout';
import { ConsoleLayout } from './pages';
import { useSession } from '../session/SessionContext';

/** For pages anyone may see (not found, partner invites): the console header when logged in, the public one otherwise. */
export function SessionLayout() {
  const { status } = useSession();
  return status === 'loggedIn' ? (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  ) : (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

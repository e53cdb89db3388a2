import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { PublicLayout } from '../layout/PublicLayout';
import { hasAccess, type Access } from '../session/roles';
import { useSession } from '../session/SessionContext';
import { ConsoleLayout, LoginPrompt, NotFoundPage } from './pages';

/**
 * Guards logged-in routes (docs/PRODUCT.md §2). Visitors get the login prompt in place, and after logging in the same
 * route simply renders. A user without the role gets the not-found page, which does not reveal that the
 * page exists.
 */
export function RequireAccess({ access, fullBleed = false }: { access: Access; fullBleed?: boolean }) {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'loggedOut') {
    return (
      <PublicLayout>
        <LoginPrompt />
      </PublicLayout>
    );
  }
  return <ConsoleLayout fullBleed={fullBleed}>{hasAccess(user, access) ? <Outlet /> : <NotFoundPage />}</ConsoleLayout>;
}

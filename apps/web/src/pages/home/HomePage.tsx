import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PublicLayout } from '../../layout/PublicLayout';
import { ConsoleLayout, LandingPage, LoginPage, NoRolePage, RoleChooser } from '../../routing/pages';
import { decideHome } from '../../session/roles';
import { useSession } from '../../session/SessionContext';

/** `/`: the landing page for visitors; for users, their console or a choice of consoles (docs/PRODUCT.md §2). */
export function HomePage() {
  const { status, user, serverUnreachable } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'loggedOut') {
    // A returning user whose session could not be checked gets the login screen (docs/PRODUCT.md §4), not the pitch.
    return <PublicLayout>{serverUnreachable ? <LoginPage /> : <LandingPage />}</PublicLayout>;
  }
  const decision = decideHome(user);
  if (decision.kind === 'redirect') return <Navigate to={decision.path} replace />;
  return <ConsoleLayout>{decision.kind === 'choose' ? <RoleChooser roles={decision.roles} /> : <NoRolePage />}</ConsoleLayout>;
}

import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PublicLayout } from '../../layout/PublicLayout';
import { ConsoleLayout, LandingPage, NoRolePage, RoleChooser } from '../../routing/pages';
import { decideHome } from '../../session/roles';
import { useSession } from '../../session/SessionContext';

/** `/`: the landing page for visitors; for users, their console or a choice of consoles (spec §2). */
export function HomePage() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'loggedOut') {
    return (
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    );
  }
  const decision = decideHome(user);
  if (decision.kind === 'redirect') return <Navigate to={decision.path} replace />;
  return <ConsoleLayout>{decision.kind === 'choose' ? <RoleChooser roles={decision.roles} /> : <NoRolePage />}</ConsoleLayout>;
}

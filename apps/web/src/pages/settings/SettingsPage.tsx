import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSession } from '../../session/SessionContext';
import { AccountAccessSection } from './AccountAccessSection';
import { ApiKeySection } from './ApiKeySection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ProductTipsSection } from './ProductTipsSection';
import { ThemeSection } from './ThemeSection';

/**
 * /settings (docs/PRODUCT.md §2, §6): the API key for people who can change rosters, product tips, password, theme,
 * and when platform admins acted as the person (docs/AUDIT.md).
 */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useSession();
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <PageHeading>Settings</PageHeading>
      {user.canModifyRosters && <ApiKeySection />}
      <ProductTipsSection />
      <ChangePasswordSection />
      <ThemeSection />
      <AccountAccessSection />
    </div>
  );
}

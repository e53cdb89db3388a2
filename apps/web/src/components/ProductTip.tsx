import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryKeys, fetchMe } from '../api/settings';
import { usePreferences, usePreferencesStore } from '../preferences/PreferencesContext';
import { useSession } from '../session/SessionContext';

/** The screens with a first-time tip (docs/PRODUCT.md §6 "product tips"). */
export type ProductTipId = 'rosterImport' | 'rubricEditor' | 'gradingQueue' | 'submissionView';

/**
 * A first-time tip: shown while the account's "Show product tips" setting is on and until it is closed here
 * (remembered in this browser). The setting comes from the signed-in user, or from the settings page's fresher
 * copy when it changed it in this page load; nothing is fetched for it. `banner` fits it into a full-height view.
 */
export function ProductTip({ id, title, children, banner = false }: { id: ProductTipId; title: string; children: ReactNode; banner?: boolean }) {
  const { user } = useSession();
  const me = useQuery({ queryKey: settingsQueryKeys.me, queryFn: fetchMe, enabled: false });
  const { dismissedTips } = usePreferences();
  const preferences = usePreferencesStore();
  const tipsOn = me.data?.showProductTips ?? user.showProductTips;
  if (!tipsOn || dismissedTips.includes(id)) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      aria-label={`Tip: ${title}`}
      title={title}
      description={children}
      closable={{ 'aria-label': 'Dismiss this tip' }}
      onClose={() => preferences.set('dismissedTips', [...dismissedTips, id])}
      banner={banner}
      style={banner ? undefined : { marginBottom: 16 }}
    />
  );
}

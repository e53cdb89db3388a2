import { Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMe, settingsQueryKeys, updateProductTips } from '../../api/settings';
import { SettingsSection } from './SettingsSection';

/** Product tips on or off, kept on the account (docs/PRODUCT.md §6: for every user). */
export function ProductTipsSection() {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: settingsQueryKeys.me, queryFn: fetchMe });
  const update = useMutation({
    mutationFn: updateProductTips,
    onSuccess: (user) => queryClient.setQueryData(settingsQueryKeys.me, user),
  });
  const checked = update.isPending ? update.variables : me.data?.showProductTips;
  return (
    <SettingsSection id="product-tips" title="Product tips">
      <div style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Switch
          aria-label="Show product tips"
          checked={checked ?? false}
          loading={me.isPending || update.isPending}
          disabled={!me.data}
          onChange={(value) => update.mutate(value)}
        />
        <span aria-hidden>Show product tips</span>
      </div>
    </SettingsSection>
  );
}

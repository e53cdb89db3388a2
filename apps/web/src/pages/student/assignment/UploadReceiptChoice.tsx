import { Checkbox } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMe, settingsQueryKeys, updateUploadReceipts } from '../../../api/settings';

/**
 * The `sendMeAConfirmationEmail` of docs/PRODUCT.md §3, kept on the account so that it holds on every device: after each upload
 * the student gets an e-mail listing the files, their sizes, a SHA-256 of each and the time.
 */
export function UploadReceiptChoice() {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: settingsQueryKeys.me, queryFn: fetchMe });
  const update = useMutation({
    mutationFn: updateUploadReceipts,
    onSuccess: (user) => queryClient.setQueryData(settingsQueryKeys.me, user),
  });
  const checked = update.isPending ? update.variables : (me.data?.sendMeAConfirmationEmail ?? false);
  return (
    <Checkbox checked={checked} disabled={!me.data || update.isPending} onChange={(event) => update.mutate(event.target.checked)}>
      E-mail me a receipt of each upload (files, sizes and SHA-256 checksums)
    </Checkbox>
  );
}

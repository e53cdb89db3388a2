import type { ModalFuncProps } from 'antd';
import { useCallback, useState, type ReactElement } from 'react';
import { lazyPart } from '../../../components/lazyPart';
import type { ConfirmRequest } from './ConfirmHost';

// The confirmation dialog (Ant Design's Modal) is asked for rarely (reopening published feedback): its code comes
// after the code view is drawn (components/lazyPart.tsx), and a confirmation asked for before it arrives shows on arrival.
const host = lazyPart<{ request: ConfirmRequest }>(() => import('./ConfirmHost').then((module) => module.ConfirmHost), { fetch: 'drawn' });

/** Requests are numbered across the page, so each is shown once. */
let lastRequest = 0;

/** Modal.useModal's confirm, with the dialog's code loaded on demand; draw the holder once in the page. */
export function useLazyConfirm(): [confirm: (config: ModalFuncProps) => void, holder: ReactElement | null] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback((config: ModalFuncProps) => {
    lastRequest += 1;
    setRequest({ id: lastRequest, config });
  }, []);
  return [confirm, request ? <host.Component request={request} fallback={null} /> : null];
}

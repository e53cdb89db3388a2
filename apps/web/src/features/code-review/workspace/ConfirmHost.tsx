import { Modal, type ModalFuncProps } from 'antd';
import { useEffect, useRef } from 'react';

export interface ConfirmRequest {
  /** A new number for every confirmation asked for. */
  id: number;
  config: ModalFuncProps;
}

// Requests shown on this page, whichever host showed them: a host drawn again (its part of the page redrawn) still
// holds its last request, which must not open a second time.
const shownRequests = new Set<number>();

type ConfirmInstance = ReturnType<ReturnType<typeof Modal.useModal>[0]['confirm']>;

/** Shows each confirmation asked for once, inside the page (so it takes the page's theme); one open at a time. */
export function ConfirmHost({ request }: { request: ConfirmRequest }) {
  const [modal, holder] = Modal.useModal();
  const open = useRef<ConfirmInstance | null>(null);
  useEffect(() => {
    if (shownRequests.has(request.id)) return;
    shownRequests.add(request.id);
    // A request while this host's last dialog is still open (its button pressed again before the dialog covered it)
    // replaces that dialog: none is left behind another, asking again what was already answered.
    open.current?.destroy();
    open.current = modal.confirm(request.config);
  }, [request, modal]);
  return holder;
}

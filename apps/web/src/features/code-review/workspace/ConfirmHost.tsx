import { Modal, type ModalFuncProps } from 'antd';
import { useEffect, useRef } from 'react';

export interface ConfirmRequest {
  /** A new number for every confirmation asked for. */
  id: number;
  config: ModalFuncProps;
}

/** Shows each confirmation asked for once, inside the page (so it takes the page's theme). */
export function ConfirmHost({ request }: { request: ConfirmRequest }) {
  const [modal, holder] = Modal.useModal();
  const shown = useRef(0);
  useEffect(() => {
    if (request.id === shown.current) return;
    shown.current = request.id;
    void modal.confirm(request.config);
  }, [request, modal]);
  return holder;
}

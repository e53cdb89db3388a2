import { Modal } from 'antd';
import { SIGNUP_TEXTS } from '@marginalia/contracts';

export interface ConfirmEmailDialogProps {
  open: boolean;
  email: string;
  onUseThisEmail: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

/** docs/PRODUCT.md §5: an address that does not look like a school's is confirmed before the sign-up goes on. */
export default function ConfirmEmailDialog({ open, email, onUseThisEmail, onCancel, afterClose }: ConfirmEmailDialogProps) {
  return (
    <Modal
      open={open}
      title={SIGNUP_TEXTS.confirmEmailTitle}
      okText={SIGNUP_TEXTS.useThisEmail}
      cancelText={SIGNUP_TEXTS.useDifferentEmail}
      onOk={onUseThisEmail}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <p>
        {email} does not look like a school address. Schools are approved faster when you sign up with the address they gave you.
      </p>
    </Modal>
  );
}

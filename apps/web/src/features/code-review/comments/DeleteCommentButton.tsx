import { theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { CardIconButton } from './lightControls';
import { LazyPopconfirm as Popconfirm } from './LazyPopconfirm';

type Token = ReturnType<typeof theme.useToken>['token'];

interface DeleteCommentButtonProps {
  token: Token;
  onConfirm(): void;
}

/**
 * "Delete comment", confirmed. The confirmation (Ant Design's Popconfirm, a tooltip and two buttons) is created on
 * the first press, open, and stays afterwards, so a card that is only read never builds it; its code comes after the
 * code view is drawn (LazyPopconfirm.tsx). The button the first press replaces keeps the keyboard focus.
 */
export function DeleteCommentButton({ token, onConfirm }: DeleteCommentButtonProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [wanted]);

  if (!wanted) {
    return (
      <CardIconButton
        ref={button}
        token={token}
        danger
        label="Delete comment"
        icon={<DeleteOutlined />}
        onClick={(event) => {
          refocus.current = event.currentTarget === document.activeElement || event.detail === 0;
          setWanted(true);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <Popconfirm title="Delete this comment?" okText="Delete" okButtonProps={{ danger: true }} open={open} onOpenChange={setOpen} onConfirm={onConfirm}>
      <CardIconButton ref={button} token={token} danger label="Delete comment" icon={<DeleteOutlined />} />
    </Popconfirm>
  );
}

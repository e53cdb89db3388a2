import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A link that looks like a button. It renders a real anchor (so it can be opened in a new tab and is
 * announced as a link) and navigates inside the app on a plain click.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}

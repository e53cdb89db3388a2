import { theme } from 'antd';
import { forwardRef, type CSSProperties, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useLazyMessage } from '../lazy/useLazyMessage';
import './lightControls.css';

// The small parts of a comment card, light: plain elements with the theme's tokens. A page can hold hundreds of
// cards and draws new ones while the grader scrolls; Ant Design's Button, Tag, Typography and a message holder per
// card made each card a deep tree of style hooks. The heavy parts (the delete confirmation, a failure message) are
// created when they are first needed.

type Token = ReturnType<typeof theme.useToken>['token'];

interface CardIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also the native tooltip. */
  label: string;
  icon: ReactNode;
  danger?: boolean;
  token: Token;
}

/** An icon-only button in the look of a small text button: the card's edit, delete and rating buttons. */
export const CardIconButton = forwardRef<HTMLButtonElement, CardIconButtonProps>(function CardIconButton({ label, icon, danger, token, style, ...rest }, ref) {
  const look = {
    '--card-control-color': danger ? token.colorError : token.colorText,
    '--card-control-radius': `${token.borderRadiusSM}px`,
    '--card-control-size': `${token.controlHeightSM}px`,
    '--card-control-hover-bg': danger ? token.colorErrorBg : token.colorBgTextHover,
    '--card-control-active-bg': danger ? token.colorErrorBgActive : token.colorBgTextActive,
    '--card-control-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    fontSize: token.fontSize,
    ...style,
  } as CSSProperties;
  return (
    <button ref={ref} type="button" className="card-control card-control-icon" aria-label={label} title={label} style={look} {...rest}>
      {icon}
    </button>
  );
});

/** A text button in the look of a small link button ("Show explanation"). */
export function CardLinkButton({ token, style, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { token: Token }) {
  const look = {
    '--card-control-color': token.colorLink,
    '--card-control-hover-color': token.colorLinkHover,
    '--card-control-radius': `${token.borderRadiusSM}px`,
    '--card-control-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    ...style,
  } as CSSProperties;
  return (
    <button type="button" className="card-control card-control-link" style={look} {...rest}>
      {children}
    </button>
  );
}

export type CardTagTone = 'default' | 'filled' | 'error' | 'success' | 'warning';

function toneColors(tone: CardTagTone, token: Token): { background: string; border: string; color: string } {
  switch (tone) {
    case 'error':
      return { background: token.colorErrorBg, border: token.colorErrorBorder, color: token.colorError };
    case 'success':
      return { background: token.colorSuccessBg, border: token.colorSuccessBorder, color: token.colorSuccess };
    case 'warning':
      return { background: token.colorWarningBg, border: token.colorWarningBorder, color: token.colorWarning };
    case 'filled':
      return { background: token.colorFillSecondary, border: 'transparent', color: token.colorText };
    default:
      return { background: token.colorFillQuaternary, border: token.colorBorder, color: token.colorText };
  }
}

interface CardTagProps {
  tone?: CardTagTone;
  token: Token;
  children: ReactNode;
  title?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** A small tag in the look of Ant Design's Tag: points, "Unsaved", the rubric category, the comment's tags. */
export function CardTag({ tone = 'default', token, children, style, ...rest }: CardTagProps) {
  const colors = toneColors(tone, token);
  return (
    <span
      data-tone={tone}
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        height: 'auto',
        paddingInline: token.paddingXS - 1,
        fontSize: token.fontSizeSM,
        lineHeight: `${Math.round(token.fontSizeSM * token.lineHeightSM)}px`,
        whiteSpace: 'nowrap',
        borderRadius: token.borderRadiusSM,
        border: `${token.lineWidth}px solid ${colors.border}`,
        background: colors.background,
        color: colors.color,
        ...style,
      }}
      {...rest}
    >
      {children}
    </span>
  );
}

/**
 * A failure message ("could not be deleted"), shown through Ant Design's message, whose holder is mounted only once
 * a first message is needed rather than once per card; its code comes after the code view is drawn
 * (lazy/useLazyMessage.tsx), and a message asked for before it arrives shows on arrival.
 */
export function useFailureMessage(): [show: (text: string) => void, holder: ReactNode] {
  const [messages, holder] = useLazyMessage();
  return [messages.error, holder];
}

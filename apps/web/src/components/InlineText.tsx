import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

// Typography.Text's look for plain labels, without what Ant Design's Typography carries along in one import (its
// editing text area and input, copy button, measured ellipsis): about 18 KB the code view's first paint can spare.

interface InlineTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  children?: ReactNode;
  type?: 'secondary';
  strong?: boolean;
  italic?: boolean;
  /** Cut to one line with an ellipsis, by CSS (give it a width or maxWidth). */
  ellipsis?: boolean;
  style?: CSSProperties;
}

const ONE_LINE: CSSProperties = { display: 'inline-block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' };

/** A span in the theme's text (or secondary text) colour, like Typography.Text. */
export function InlineText({ type, strong, italic, ellipsis, style, children, ...rest }: InlineTextProps) {
  const { token } = theme.useToken();
  return (
    <span
      {...rest}
      style={{
        color: type === 'secondary' ? token.colorTextSecondary : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        fontStyle: italic ? 'italic' : undefined,
        wordBreak: 'break-word',
        ...(ellipsis ? ONE_LINE : null),
        ...style,
      }}
    >
      {children}
    </span>
  );
}

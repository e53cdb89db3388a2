import { theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';

// Ant Design's Tag look (outlined, in one of its preset colours) as a plain span with the theme's tokens, for the
// tags the code view shows before its first line of code (the grade, the submission's state): Tag's own code (its
// close button, check and preset styles) is about 4 KB gzip the first paint can spare. The colours are Tag's:
// the palette's 1 (background), 3 (border) and 7 (text) shades; without a colour, the default tag's.

export type PresetTagColor = 'blue' | 'green' | 'gold' | 'orange';

interface PresetTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  color?: PresetTagColor;
  children: ReactNode;
}

export function PresetTag({ color, children, style, ...rest }: PresetTagProps) {
  const { token } = theme.useToken();
  const colors = color
    ? { background: token[`${color}1`], border: token[`${color}3`], text: token[`${color}7`] }
    : { background: token.colorFillTertiary, border: token.colorBorder, text: token.colorText };
  return (
    <span
      {...rest}
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        height: 'auto',
        paddingInline: 8 - token.lineWidth,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        background: colors.background,
        border: `${token.lineWidth}px ${token.lineType} ${colors.border}`,
        borderRadius: token.borderRadiusSM,
        color: colors.text,
        ...style,
      }}
    >
      {children}
    </span>
  );
}

import type { ComponentProps } from 'react';
import { Input, theme } from 'antd';

// Inputs for commands, code and program output: the theme's code font, no spelling marks, no autofill. They pass
// every prop on, so that a Form.Item can give them their value, id and change handler.

export function CodeInput({ style, ...props }: ComponentProps<typeof Input>) {
  const { token } = theme.useToken();
  return <Input spellCheck={false} autoComplete="off" {...props} style={{ fontFamily: token.fontFamilyCode, ...style }} />;
}

export function CodeArea({ rows = 4, style, ...props }: ComponentProps<typeof Input.TextArea>) {
  const { token } = theme.useToken();
  return <Input.TextArea rows={rows} spellCheck={false} autoComplete="off" {...props} style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, ...style }} />;
}

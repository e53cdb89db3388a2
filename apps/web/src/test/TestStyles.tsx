import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';

// Ant Design writes its component styles into <style> elements as components first render, and jsdom parses every
// one of them: in the component tests that was most of their time (a console's test file went from 61 s to 10 s
// without it). Tests read roles, labels, text and inline styles, never a stylesheet's rules, so the render helpers
// collect the styles as a server render would instead of injecting them into the document.
export function TestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

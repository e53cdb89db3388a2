import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { buildTheme } from './theme';
import { useTouchScreen } from '../hooks/useTouchScreen';
import { useDarkMode } from './useDarkMode';

/** Gives plain elements (headings, paragraphs) the theme's text color and font, as antd's own App would. */
function ThemedText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

/** The app-wide theme (normal density), dark or light as the user or the system prefers. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useDarkMode();
  const touch = useTouchScreen();

  useEffect(() => {
    // Lets the browser draw scrollbars and form controls to match.
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  return (
    <ConfigProvider theme={buildTheme({ dark, compact: false, touch })}>
      <ThemedText>{children}</ThemedText>
    </ConfigProvider>
  );
}

/** Switches its children to compact density (not on touch screens, whose controls keep room for a finger); used by the consoles. */
export function CompactTheme({ children }: { children: ReactNode }) {
  const dark = useDarkMode();
  const touch = useTouchScreen();
  return <ConfigProvider theme={buildTheme({ dark, compact: true, touch })}>{children}</ConfigProvider>;
}

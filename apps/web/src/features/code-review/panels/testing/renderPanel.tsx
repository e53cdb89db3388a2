import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';

// The panels are plain components: they render without a server or a session. As in the consoles' tests, role
// queries skip antd's costly CSS visibility check, and findBy waits long enough for a busy test run.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

export function renderPanel(element: ReactElement) {
  return render(element);
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createPreferencesStore } from '../../../../preferences/localPreferences';
import { PreferencesProvider } from '../../../../preferences/PreferencesContext';
import { createMemoryStore } from '../../../../storage/keyValueStore';
import { ThemeProvider } from '../../../../theme/ThemeProvider';

/** A public page at `path` as a logged-out visitor sees it: themed (light, fresh preferences), inside a router. */
export function renderPublicPage(page: ReactElement, path = '/') {
  return render(
    <PreferencesProvider store={createPreferencesStore(createMemoryStore())}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </ThemeProvider>
    </PreferencesProvider>,
  );
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PreferencesProvider } from '../../../../preferences/PreferencesContext';
import { createPreferencesStore } from '../../../../preferences/localPreferences';
import { createMemoryStore } from '../../../../storage/keyValueStore';
import { ThemeProvider } from '../../../../theme/ThemeProvider';

/** Renders a public page as a visitor at `path` sees it (tests only). */
export function renderPublicPage(page: ReactElement, path = '/') {
  return render(
    <PreferencesProvider store={createPreferencesStore(createMemoryStore())}>
      <MemoryRouter initialEntries={[path]}>
        <ThemeProvider>{page}</ThemeProvider>
      </MemoryRouter>
    </PreferencesProvider>,
  );
}

/** Where each fragment link of the page points, and whether an element with that id exists. */
export function fragmentTargets(container: HTMLElement): { href: string; found: boolean }[] {
  return Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')).map((link) => {
    const href = link.getAttribute('href') ?? '';
    return { href, found: container.querySelector(`[id="${href.slice(1)}"]`) !== null };
  });
}

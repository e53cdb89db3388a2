import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { PreferencesProvider } from '../../../preferences/PreferencesContext';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { ThemeProvider } from '../../../theme/ThemeProvider';

/** Prints where the router is, so a test can follow links and hash changes. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <span data-testid="location">{`${pathname}${hash}`}</span>;
}

/**
 * A public page at `path` (with an optional `?query` and `#hash`) as a visitor sees it: themed, inside a router. Every other
 * path renders "Other page", so following a link can be checked by the location it leads to.
 */
export function renderPublicPage(page: ReactElement, path = '/') {
  const pathname = path.split(/[?#]/)[0] || '/';
  return render(
    <PreferencesProvider store={createPreferencesStore(createMemoryStore())}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pathname} element={page} />
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
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

export { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';

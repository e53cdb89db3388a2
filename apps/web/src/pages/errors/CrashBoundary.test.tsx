import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@marginalia/contracts';
import { configureApi, resetApiConfig } from '../../api/config';
import { lazyPage } from '../../routing/lazyPage';
import { createMemoryStore } from '../../storage/keyValueStore';
import { rememberVisitSource } from '../../storage/visitSource';
import { CrashBoundary } from './CrashBoundary';

function Broken(): never {
  throw new Error('render exploded');
}

describe('crash handling', () => {
  afterEach(() => {
    resetApiConfig();
    vi.restoreAllMocks();
  });

  function recordReports() {
    const reports: unknown[] = [];
    configureApi({
      fetch: async (input, init) => {
        if (String(input) === '/logs/logError/') reports.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 201 });
      },
    });
    return reports;
  }

  it('shows the crash page with advice and reports the error', async () => {
    const reports = recordReports();
    // React logs caught render errors to the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.crash })).toBeTruthy();
    expect(screen.getByText(/Refresh the page/)).toBeTruthy();
    expect(screen.getByText(/Google Chrome/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^support@/ })).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ error: 'Error: render exploded', url: window.location.href });
  });

  it('shows the cookie steps unless the visit came from our own site', () => {
    recordReports();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createMemoryStore();
    rememberVisitSource(store, '?source=canvas');
    const first = render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByText('Chrome:')).toBeTruthy();
    expect(screen.getByText('Firefox:')).toBeTruthy();
    first.unmount();

    rememberVisitSource(store, '?source=marginalia');
    render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.queryByText('Chrome:')).toBeNull();
    expect(screen.getByText(/Google Chrome/)).toBeTruthy();
  });

  it('stands in the page-load failure when a page file cannot be fetched', async () => {
    const reports = recordReports();
    const Page = lazyPage<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Page />);
    expect(await screen.findByRole('heading', { name: MESSAGES.pageLoadFailure })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
  });
});

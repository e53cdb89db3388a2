import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { createPreferencesStore } from '../preferences/localPreferences';
import { createMemoryStore } from '../storage/keyValueStore';
import { makeUser } from '../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../test/renderConsole';
import { scriptedFetch } from '../test/scriptedFetch';
import { ProductTip } from './ProductTip';

afterEach(() => disposeConsoleSessions());

function renderTip(showProductTips: boolean, preferences = createPreferencesStore(createMemoryStore())) {
  const sent: string[] = [];
  const view = renderConsole('/tip', {
    fetch: scriptedFetch({}, { record: ({ method, path }) => sent.push(`${method} ${path}`) }),
    token: 'session-token',
    user: makeUser({ showProductTips }),
    preferences,
    currentUrl: 'http://app.test/tip',
    routes: (
      <Route
        path="/tip"
        element={
          <ProductTip id="rubricEditor" title="Rubric comments save grading time">
            Graders apply them in one click.
          </ProductTip>
        }
      />
    ),
  });
  return { ...view, sent };
}

describe('ProductTip', { timeout: 30_000 }, () => {
  it('shows the tip while product tips are on, until it is dismissed, and remembers that', async () => {
    const preferences = createPreferencesStore(createMemoryStore());
    const view = renderTip(true, preferences);
    expect(await screen.findByRole('note', { name: 'Tip: Rubric comments save grading time' })).toBeTruthy();
    expect(screen.getByText('Graders apply them in one click.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this tip' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(preferences.get().dismissedTips).toEqual(['rubricEditor']);
    expect(view.sent).toEqual([]);

    view.unmount();
    renderTip(true, preferences);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows nothing when product tips are off', () => {
    renderTip(false);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Graders apply them in one click.')).toBeNull();
  });
});

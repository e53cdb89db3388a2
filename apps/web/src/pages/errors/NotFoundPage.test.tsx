import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import type { SiteSettings } from '@marginalia/contracts';
import { renderAuthPage } from '../../test/renderAuthPage';
import { disposeConsoleSessions } from '../../test/renderConsole';
import NotFoundPage, { NOT_FOUND_TITLE } from './NotFoundPage';

const SITE: SiteSettings = { announcement: null, maintenance: { enabled: false, message: null }, supportEmail: null, docsUrl: '/docs', partnerOrigins: [] };
const HOPPER = { text: 'The most dangerous phrase in the language is, ‘We’ve always done it this way.’', author: 'Grace Hopper' };

function renderNotFound(site: SiteSettings) {
  return renderAuthPage('/nowhere', <Route path="/nowhere" element={<NotFoundPage quote={HOPPER} />} />, { 'GET /site/': [200, site] });
}

describe('NotFoundPage', { timeout: 30_000 }, () => {
  afterEach(() => disposeConsoleSessions());

  it('offers "Chat with us" to the support address the operator configured', async () => {
    renderNotFound({ ...SITE, supportEmail: 'help@school.edu' });
    const chat = await screen.findByRole('link', { name: /Chat with us/ });
    expect(chat.getAttribute('href')).toBe('mailto:help@school.edu?subject=Page%20not%20found');
    expect(screen.getByText(/let us know/)).toBeTruthy();
  });

  it('leaves the contact out when no support address is configured', async () => {
    const view = renderNotFound(SITE);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeTruthy();
    await waitFor(() => expect(view.server.sent.filter((request) => request.path === '/site/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Chat with us/ })).toBeNull();
    expect(screen.queryByText(/let us know/)).toBeNull();
  });

  it('sets the quote in matching typographic marks', async () => {
    renderNotFound(SITE);
    const quote = await screen.findByText(/The most dangerous phrase/);
    expect(quote.textContent).toBe('“The most dangerous phrase in the language is, ‘We’ve always done it this way.’”');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureApi, resetApiConfig } from '../../api/config';
import { QuoteCard } from './QuoteCard';
import { pickQuote, QUOTES } from './quotes';

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

function recordHappiness() {
  const sent: unknown[] = [];
  configureApi({
    fetch: async (input, init) => {
      if (String(input) === '/logs/logHappiness/') sent.push(JSON.parse(String(init?.body)));
      return new Response('{"id":1}', { status: 201 });
    },
    currentUrl: () => 'http://app.test/nowhere',
  });
  return sent;
}

describe('QuoteCard', () => {
  afterEach(() => resetApiConfig());

  it('sets every quote in matching typographic marks: no straight quotes or apostrophes inside the card’s “ ”', () => {
    for (const quote of QUOTES) {
      expect(quote.text, quote.text).not.toMatch(/["'“”]/);
      // Single marks pair up: every opening ‘ has its closing ’ (apostrophes are ’ too, so only count openings).
      expect((quote.text.match(/‘/g) ?? []).length, quote.text).toBeLessThanOrEqual((quote.text.match(/’/g) ?? []).length);
    }
  });

  it('keeps like and dislike mutually exclusive, each toggles off, and each choice is logged', async () => {
    const sent = recordHappiness();
    render(<QuoteCard quote={{ text: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' }} />);
    expect(screen.getByText(/Simplicity is prerequisite/)).toBeTruthy();
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['false', 'false']);

    fireEvent.click(screen.getByRole('button', { name: 'Like this quote' }));
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['true', 'false']);

    fireEvent.click(screen.getByRole('button', { name: 'Dislike this quote' }));
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['false', 'true']);

    fireEvent.click(screen.getByRole('button', { name: 'Dislike this quote' }));
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['false', 'false']);

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { message: 'like: “Simplicity is prerequisite for reliability.” — Edsger W. Dijkstra', url: 'http://app.test/nowhere' },
      { message: 'dislike: “Simplicity is prerequisite for reliability.” — Edsger W. Dijkstra', url: 'http://app.test/nowhere' },
    ]);
  });

  it('keeps working when the log cannot be reached', async () => {
    configureApi({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<QuoteCard quote={{ text: 'Make it work, make it right, make it fast.', author: 'Kent Beck' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Like this quote' }));
    await waitFor(() => expect(pressed('Like this quote')).toBe('true'));
  });

  it('picks quotes from the whole list, each attributed', () => {
    expect(pickQuote(() => 0)).toBe(QUOTES[0]);
    expect(pickQuote(() => 0.9999)).toBe(QUOTES[QUOTES.length - 1]);
    expect(QUOTES.length).toBeGreaterThanOrEqual(10);
    expect(QUOTES.every((quote) => quote.text && quote.author)).toBe(true);
  });
});

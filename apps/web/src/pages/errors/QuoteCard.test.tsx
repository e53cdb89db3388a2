import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QuoteCard } from './QuoteCard';
import { pickQuote, QUOTES } from './quotes';

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('QuoteCard', () => {
  it('keeps like and dislike mutually exclusive, and each toggles off', () => {
    render(<QuoteCard quote={{ text: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' }} />);
    expect(screen.getByText(/Simplicity is prerequisite/)).toBeTruthy();
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['false', 'false']);

    fireEvent.click(screen.getByRole('button', { name: 'Like this quote' }));
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['true', 'false']);

    fireEvent.click(screen.getByRole('button', { name: 'Dislike this quote' }));
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['false', 'true']);

    fireEvent.click(screen.getByRole('button', { name: 'Dislike this quote' }));
    expect([pressed('Like this quote'), pressed('Dislike this quote')]).toEqual(['false', 'false']);
  });

  it('picks quotes from the whole list, each attributed', () => {
    expect(pickQuote(() => 0)).toBe(QUOTES[0]);
    expect(pickQuote(() => 0.9999)).toBe(QUOTES[QUOTES.length - 1]);
    expect(QUOTES.length).toBeGreaterThanOrEqual(10);
    expect(QUOTES.every((quote) => quote.text && quote.author)).toBe(true);
  });
});

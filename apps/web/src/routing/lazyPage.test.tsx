import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

describe('lazyPage', () => {
  it('downloads a page once, whether a preload or the first drawing asks first', async () => {
    const load = vi.fn(async () => ({ default: () => <p>The page</p> }));
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    render(<Page />);
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the page without a preload', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Drawn on demand</p> }));
    render(<Page />);
    expect(await screen.findByText('Drawn on demand')).toBeTruthy();
  });
});

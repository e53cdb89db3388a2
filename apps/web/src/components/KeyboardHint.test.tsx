import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { restoreTouchScreen, setTouchScreen } from '../test/touchScreen';
import { KeyboardHint, useKeyHint } from './KeyboardHint';

function Zoom() {
  const keyHint = useKeyHint();
  return <button type="button" title={keyHint('Zoom in', 'Alt + Plus')}>Zoom</button>;
}

describe('keyboard hints', { timeout: 30_000 }, () => {
  afterEach(restoreTouchScreen);

  it('shows key hints where there is a keyboard and a mouse', () => {
    render(
      <p>
        Select code.<KeyboardHint> Press ? for the keyboard shortcuts.</KeyboardHint>
        <Zoom />
      </p>,
    );
    expect(screen.getByText(/Press \? for the keyboard shortcuts/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom' }).getAttribute('title')).toBe('Zoom in (Alt + Plus)');
  });

  it('leaves them out on a touch screen', () => {
    setTouchScreen();
    const { container } = render(
      <p>
        Select code.<KeyboardHint> Press ? for the keyboard shortcuts.</KeyboardHint>
        <Zoom />
      </p>,
    );
    expect(container.textContent).not.toContain('Press ?');
    expect(screen.getByRole('button', { name: 'Zoom' }).getAttribute('title')).toBe('Zoom in');
  });
});

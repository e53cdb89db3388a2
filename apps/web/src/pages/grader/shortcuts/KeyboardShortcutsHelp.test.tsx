import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { restoreTouchScreen, setTouchScreen } from '../../../test/touchScreen';
import { KeyboardShortcutsHelp } from './KeyboardShortcutsHelp';

describe('the grader console keyboard shortcuts button', { timeout: 30_000 }, () => {
  afterEach(restoreTouchScreen);

  it('is there with a keyboard', () => {
    render(<KeyboardShortcutsHelp />);
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('is left out on a touch screen', () => {
    setTouchScreen();
    render(<KeyboardShortcutsHelp />);
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { clampZoom, matchShortcut } from './shortcutTable';

const press = (code: string, mods: Partial<{ altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}, key = '') => ({
  code,
  key,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('code view shortcuts', () => {
  it('matches Alt combinations by key code', () => {
    expect(matchShortcut(press('KeyY', { altKey: true, shiftKey: true }))).toBe('toggleDarkMode');
    expect(matchShortcut(press('KeyL', { altKey: true, shiftKey: true }))).toBe('toggleCursorMode');
    expect(matchShortcut(press('Equal', { altKey: true }))).toBe('zoomIn');
    expect(matchShortcut(press('Minus', { altKey: true }))).toBe('zoomOut');
    expect(matchShortcut(press('ArrowDown', { altKey: true }))).toBe('nextComment');
    expect(matchShortcut(press('ArrowLeft', { altKey: true }))).toBe('previousFile');
    expect(matchShortcut(press('KeyE', { altKey: true }, 'é'))).toBe('comment');
    expect(matchShortcut(press('KeyS', { altKey: true }))).toBe('save');
    expect(matchShortcut(press('KeyD', { altKey: true, shiftKey: true }, 'Î'))).toBe('doneAndNext');
  });

  it('leaves plain keys and browser combinations alone', () => {
    expect(matchShortcut(press('KeyE'))).toBeNull();
    expect(matchShortcut(press('KeyS', { ctrlKey: true }))).toBeNull();
    expect(matchShortcut(press('KeyY', { altKey: true }))).toBeNull();
    // Alt + D is the browser's address bar.
    expect(matchShortcut(press('KeyD', { altKey: true }))).toBeNull();
    expect(matchShortcut(press('Equal', { altKey: true, metaKey: true }))).toBeNull();
  });

  it('opens help with ?', () => {
    expect(matchShortcut(press('Slash', { shiftKey: true }, '?'))).toBe('help');
  });

  it('keeps zoom within bounds in tenths', () => {
    expect(clampZoom(2.3)).toBe(2);
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(1 + 0.1 + 0.2)).toBe(1.3);
  });
});

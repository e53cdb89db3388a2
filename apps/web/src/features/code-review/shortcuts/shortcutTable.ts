// The keyboard shortcuts of the submission view (docs/PRODUCT.md §2: a modifier key plus shift+y, shift+l, plus, minus,
// arrows, e, s). The modifier is Alt (Option on a Mac): Ctrl and Cmd combinations belong to the browser
// (Ctrl+S saves the page, Ctrl+plus zooms it, Cmd+arrows move the caret). Keys are matched by `code`, so that
// Option+letter on a Mac, which types a symbol, still works.

export type ShortcutId =
  | 'toggleDarkMode'
  | 'toggleCursorMode'
  | 'zoomIn'
  | 'zoomOut'
  | 'previousComment'
  | 'nextComment'
  | 'previousFile'
  | 'nextFile'
  | 'comment'
  | 'save'
  | 'doneAndNext'
  | 'help';

export interface Shortcut {
  id: ShortcutId;
  /** KeyboardEvent.code values that trigger it. */
  codes: readonly string[];
  alt: boolean;
  shift: boolean;
  /** How the overlay writes the keys. */
  keys: string;
  description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'toggleDarkMode', codes: ['KeyY'], alt: true, shift: true, keys: 'Alt + Shift + Y', description: 'Switch dark mode on or off' },
  { id: 'toggleCursorMode', codes: ['KeyL'], alt: true, shift: true, keys: 'Alt + Shift + L', description: 'Switch cursor mode on or off (select code with Shift + arrows)' },
  { id: 'zoomIn', codes: ['Equal', 'NumpadAdd'], alt: true, shift: false, keys: 'Alt + Plus', description: 'Zoom in on the code' },
  { id: 'zoomOut', codes: ['Minus', 'NumpadSubtract'], alt: true, shift: false, keys: 'Alt + Minus', description: 'Zoom out of the code' },
  { id: 'previousComment', codes: ['ArrowUp'], alt: true, shift: false, keys: 'Alt + ↑', description: 'Go to the previous comment' },
  { id: 'nextComment', codes: ['ArrowDown'], alt: true, shift: false, keys: 'Alt + ↓', description: 'Go to the next comment' },
  { id: 'previousFile', codes: ['ArrowLeft'], alt: true, shift: false, keys: 'Alt + ←', description: 'Open the previous file' },
  { id: 'nextFile', codes: ['ArrowRight'], alt: true, shift: false, keys: 'Alt + →', description: 'Open the next file' },
  { id: 'comment', codes: ['KeyE'], alt: true, shift: false, keys: 'Alt + E', description: 'Comment on the selected code, or edit the current comment' },
  { id: 'save', codes: ['KeyS'], alt: true, shift: false, keys: 'Alt + S', description: 'Save the comment being edited' },
  { id: 'doneAndNext', codes: ['KeyD'], alt: true, shift: true, keys: 'Alt + Shift + D', description: 'Done & next: finalize this submission and open the next one from the queue' },
  { id: 'help', codes: ['Slash'], alt: false, shift: true, keys: '?', description: 'Show or hide these shortcuts' },
];

export const ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;

export function clampZoom(zoom: number): number {
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, zoom)) * 10) / 10;
}

interface KeyLike {
  code: string;
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The shortcut a key press means, or null. `?` counts only outside text fields (the caller checks). */
export function matchShortcut(event: KeyLike): ShortcutId | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.key === '?' && !event.altKey) return 'help';
  const found = SHORTCUTS.find(
    (shortcut) => shortcut.id !== 'help' && shortcut.alt === event.altKey && shortcut.shift === event.shiftKey && shortcut.codes.includes(event.code),
  );
  return found?.id ?? null;
}

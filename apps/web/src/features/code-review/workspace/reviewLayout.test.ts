import { describe, expect, it } from 'vitest';
import { commentsGoBelow, panelsTitle, type ReviewLayout } from './reviewLayout';

const wide: ReviewLayout = { drawers: false, siderWidth: 300, panelWidth: 340 };

describe('commentsGoBelow', () => {
  it('puts comments below their lines in the phone layout, whatever the measured width', () => {
    expect(commentsGoBelow({ ...wide, drawers: true }, null)).toBe(true);
    expect(commentsGoBelow({ ...wide, drawers: true }, 900)).toBe(true);
  });

  it('keeps them beside the code while the code area holds code and a 300 px comment column', () => {
    expect(commentsGoBelow(wide, 600)).toBe(false);
    expect(commentsGoBelow(wide, null)).toBe(false);
    expect(commentsGoBelow(wide, 599)).toBe(true);
  });
});

describe('panelsTitle', () => {
  it('names what the drawer holds for the reader', () => {
    expect(panelsTitle('student')).toBe('Tests and info');
    expect(panelsTitle('grader')).toBe('Rubric, tests and info');
  });
});

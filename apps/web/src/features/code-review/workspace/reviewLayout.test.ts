import { describe, expect, it } from 'vitest';
import { charactersFor, commentsGoBelow, layoutFor, panelsTitle } from './reviewLayout';

const desktop = { drawers: false };

describe('commentsGoBelow', () => {
  it('puts comments below their lines in the phone layout, whatever the measured width', () => {
    expect(commentsGoBelow({ drawers: true }, null)).toBe(true);
    expect(commentsGoBelow({ drawers: true }, 1400)).toBe(true);
  });

  it('keeps them beside the code only while the code keeps about 80 characters and the comments 300 px', () => {
    expect(commentsGoBelow(desktop, 960)).toBe(false);
    expect(commentsGoBelow(desktop, null)).toBe(false);
    expect(commentsGoBelow(desktop, 959)).toBe(true);
    // 1280 px with the default panels leaves about 780 px: the code takes it all, the comments go below.
    expect(commentsGoBelow(desktop, 780)).toBe(true);
  });

  it('measures the room against the chosen code width when there is one', () => {
    expect(commentsGoBelow(desktop, 780, 480)).toBe(false);
    expect(commentsGoBelow(desktop, 1100, 880)).toBe(true);
  });
});

describe('layoutFor', () => {
  it('narrows the sider and the panels below the wide breakpoint, leaving the code the room', () => {
    expect(layoutFor('wide', 300)).toEqual({ siderWidth: 300, panelWidth: 340 });
    expect(layoutFor('medium', 300)).toEqual({ siderWidth: 200, panelWidth: 300 });
    expect(layoutFor('small', 300)).toEqual({ siderWidth: 180, panelWidth: 280 });
    expect(layoutFor('medium', 150)).toEqual({ siderWidth: 150, panelWidth: 300 });
  });

  it('leaves at least 80 characters of code at 1280 px with the default panels', () => {
    const { siderWidth, panelWidth } = layoutFor('medium', 300);
    expect(charactersFor(1280 - siderWidth - panelWidth, 1)).toBeGreaterThanOrEqual(80);
  });
});

describe('panelsTitle', () => {
  it('names what the drawer holds for the reader', () => {
    expect(panelsTitle('student')).toBe('Tests and info');
    expect(panelsTitle('grader')).toBe('Rubric, tests and info');
  });
});

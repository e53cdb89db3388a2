import { describe, expect, it } from 'vitest';
import { correspondingLine, type SpanPair } from './scrollSync';

const span = (fromStart: number, fromEnd: number, toStart: number, toEnd: number): SpanPair => ({
  from: { start: fromStart, end: fromEnd },
  to: { start: toStart, end: toEnd },
});

describe('the line the other side scrolls to', () => {
  it('keeps a fragment aligned: the same place in its counterpart', () => {
    expect(correspondingLine(10, 100, 100, [span(10, 20, 40, 50)])).toBe(40);
    expect(correspondingLine(15, 100, 100, [span(10, 20, 40, 60)])).toBe(50);
  });

  it('is proportional between the fragments around the line', () => {
    // Between the end of the first (20 -> 30) and the start of the second (40 -> 70).
    expect(correspondingLine(30, 100, 100, [span(10, 20, 20, 30), span(40, 50, 70, 80)])).toBe(50);
  });

  it('falls back to the whole files when the fragments around the line are reordered', () => {
    expect(correspondingLine(30, 100, 200, [span(10, 20, 150, 160), span(40, 50, 10, 20)])).toBeCloseTo(1 + (29 / 99) * 199);
  });

  it('is proportional to the whole files without fragments, and stays inside the other file', () => {
    expect(correspondingLine(50, 100, 10, [])).toBeCloseTo(1 + (49 / 99) * 9);
    expect(correspondingLine(500, 100, 10, [])).toBe(10);
  });
});

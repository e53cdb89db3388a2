// Scrolling one side of a pair scrolls the other with it. The line at the top of the scrolled side is mapped to
// the other side: inside a fragment to the same place in its counterpart, between fragments in proportion to the
// gap between the fragments around it on both sides, and in proportion to the whole files where fragments are
// reordered (a moved function has no "between").

export interface LineSpan {
  start: number;
  end: number;
}

/** A fragment shown on both sides now: its lines (1-based, inclusive) on the side scrolled and on the other. */
export interface SpanPair {
  from: LineSpan;
  to: LineSpan;
}

function interpolate(value: number, fromStart: number, fromEnd: number, toStart: number, toEnd: number): number {
  if (fromEnd <= fromStart) return toStart;
  return toStart + ((value - fromStart) / (fromEnd - fromStart)) * (toEnd - toStart);
}

/** The line of the other side that corresponds to `line` (fractional: a line and a share of the next). */
export function correspondingLine(line: number, fromLines: number, toLines: number, spans: readonly SpanPair[]): number {
  const inside = spans.find((span) => line >= span.from.start && line <= span.from.end);
  if (inside) return interpolate(line, inside.from.start, inside.from.end, inside.to.start, inside.to.end);

  let above: SpanPair | undefined;
  let below: SpanPair | undefined;
  for (const span of spans) {
    if (span.from.end < line && (!above || span.from.end > above.from.end)) above = span;
    if (span.from.start > line && (!below || span.from.start < below.from.start)) below = span;
  }
  const start = above ? { from: above.from.end, to: above.to.end } : { from: 1, to: 1 };
  const end = below ? { from: below.from.start, to: below.to.start } : { from: fromLines, to: toLines };
  if (end.to >= start.to) return clamp(interpolate(line, start.from, end.from, start.to, end.to), toLines);
  return clamp(interpolate(line, 1, fromLines, 1, toLines), toLines);
}

function clamp(line: number, lines: number): number {
  return Math.min(Math.max(line, 1), Math.max(lines, 1));
}

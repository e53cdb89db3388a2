import { RUBRIC_COMMENT_NAME_MAX } from '@marginalia/contracts';

// A rubric comment's name identifies it within its assignment (scripts look comments up by name). Clients
// often send none: one is made from the comment's text, numbered when the assignment already uses it.

const BASE_MAX = 60;
const FALLBACK = 'Rubric comment';

/** The text's first words on one line, cut at BASE_MAX characters; a blank text gives FALLBACK. */
export function nameBaseFromText(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return [...oneLine].slice(0, BASE_MAX).join('').trim() || FALLBACK;
}

/** `base`, or `base (2)`, `base (3)`, ... : the first not in `taken`. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate) && candidate.length <= RUBRIC_COMMENT_NAME_MAX) return candidate;
  }
}

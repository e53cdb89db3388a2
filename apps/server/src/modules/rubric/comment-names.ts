import { RUBRIC_COMMENT_NAME_MAX } from '@marginalia/contracts';

// A rubric comment's name identifies it within its assignment (scripts look comments up by name, and graders
// see it in the rubric). Clients often send none: one is made from the first words of the comment's text, as a
// short label a person can read ("Off-by-one error in the loop"), numbered when the assignment already uses it.

const BASE_MAX = 40;
const FALLBACK = 'Rubric comment';
const ELLIPSIS = '…';

/** The text as a reader sees it: Markdown links as their words, code and emphasis marks dropped, on one line. */
function plainWords(text: string): string[] {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~#>|]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * The whole text when it fits in BASE_MAX characters, without the punctuation that ends a sentence. A longer text
 * gives its first words that fit and an ellipsis ("Off-by-one error in the loop bounds…"), so that a name never
 * stops inside a word without saying so; a first word longer than that is cut and gets the ellipsis too. A text
 * without words gives FALLBACK.
 */
export function nameBaseFromText(text: string): string {
  const words = plainWords(text);
  if (words.length === 0) return FALLBACK;
  const whole = trimEnd(words.join(' '));
  if ([...whole].length <= BASE_MAX) return whole || FALLBACK;
  let name = '';
  for (const word of words) {
    const next = name === '' ? word : `${name} ${word}`;
    if ([...next].length > BASE_MAX - 1) break;
    name = next;
  }
  if (name === '') name = [...words[0]!].slice(0, BASE_MAX - 1).join('');
  return `${trimEnd(name) || [...words[0]!].slice(0, BASE_MAX - 1).join('')}${ELLIPSIS}`;
}

function trimEnd(name: string): string {
  return name.replace(/[\s.,;:!?]+$/u, '');
}

/** `base`, or `base (2)`, `base (3)`, ... : the first not in `taken`. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate) && candidate.length <= RUBRIC_COMMENT_NAME_MAX) return candidate;
  }
}

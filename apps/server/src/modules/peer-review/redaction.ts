// Identities out of the code a peer reviewer reads (docs/PEER-REVIEW.md, "Names in the code"): in a file's header —
// its leading comments — every e-mail address, the words of its authors' e-mail names ("ada.lovelace" → "ada",
// "lovelace"), and whatever follows "Author:", "Name:", "Student:", "By:" or "@author" are masked. Masks keep the
// length of what they hide, character for character and line for line, so that a comment's character range means
// the same place in the masked code as in the original.

const MASK = '•';
const MAX_HEADER_LINES = 60;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const LABELLED = /((?:@author|\b(?:author|authors|name|names|student|students|by|written by|submitted by))\s*[:=-]?\s+)(.+)$/i;
const LINE_COMMENT = /^\s*(\/\/|#|--|%|;|\*|\/\*|\*\/|<!--|-->|"""|''')/;

export interface Redaction {
  code: string;
  /** How many places were masked. */
  masked: number;
}

function mask(text: string): string {
  return text.replace(/[^\s]/g, MASK);
}

/** How many leading lines are the file's header: comments and blank lines, block comments and docstrings included. */
export function headerLineCount(lines: readonly string[]): number {
  let inBlock: string | null = null;
  let count = 0;
  for (const line of lines.slice(0, MAX_HEADER_LINES)) {
    const trimmed = line.trim();
    if (inBlock) {
      count += 1;
      if (trimmed.includes(inBlock)) inBlock = null;
      continue;
    }
    if (trimmed === '' || LINE_COMMENT.test(line)) {
      count += 1;
      for (const [open, close] of [['/*', '*/'], ['"""', '"""'], ["'''", "'''"], ['<!--', '-->']] as const) {
        const at = trimmed.indexOf(open);
        if (at >= 0 && !trimmed.slice(at + open.length).includes(close)) inBlock = close;
      }
      continue;
    }
    break;
  }
  return count;
}

/** The words of the authors' e-mail names worth hiding (three letters or more). */
export function nameWords(emails: readonly string[]): string[] {
  const words = new Set<string>();
  for (const email of emails) {
    for (const word of email.split('@')[0]!.split(/[._+-]+/)) if (/^[A-Za-z]{3,}$/.test(word)) words.add(word.toLowerCase());
  }
  return [...words];
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The code with identities in its header masked (see above), and how many places were. */
export function redactHeader(code: string, authorEmails: readonly string[]): Redaction {
  const lines = code.split('\n');
  const header = headerLineCount(lines);
  const words = nameWords(authorEmails);
  const wordPattern = words.length > 0 ? new RegExp(`\\b(${words.map(escape).join('|')})\\b`, 'gi') : null;
  let masked = 0;
  for (let i = 0; i < header; i += 1) {
    let line = lines[i]!;
    line = line.replace(EMAIL, (found) => {
      masked += 1;
      return mask(found);
    });
    const labelled = LABELLED.exec(line);
    if (labelled && /[A-Za-z]/.test(labelled[2]!.replace(new RegExp(MASK, 'g'), ''))) {
      masked += 1;
      line = line.slice(0, labelled.index) + labelled[1] + mask(labelled[2]!);
    }
    if (wordPattern) {
      line = line.replace(wordPattern, (found) => {
        masked += 1;
        return mask(found);
      });
    }
    lines[i] = line;
  }
  return { code: lines.join('\n'), masked };
}

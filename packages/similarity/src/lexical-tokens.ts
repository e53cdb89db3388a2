import { stringId, type Token } from './tokens';

// The lexical channel: for files in a language the engine does not parse (and `text`), tokens are words, numbers
// and single punctuation characters; whitespace does not count, so formatting has no effect.

const TOKEN = /[\p{L}_$][\p{L}\p{N}_$]*|\p{N}+(?:\.\p{N}+)?|[^\s\p{L}\p{N}_$]/gu;

export function lexicalTokens(text: string, file: number, firstPlace: number): Token[] {
  const tokens: Token[] = [];
  let place = firstPlace;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const word = match[0];
    const id = stringId(word);
    tokens.push({ kind: id, file, start, end: start + word.length, place: place++, lexeme: id });
  }
  return tokens;
}

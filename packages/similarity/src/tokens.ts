// A document's token stream: what every later stage (k-grams, winnowing, alignment) reads.

/** One token: its kind (a 32-bit id of the AST node kind or lexeme), and where it came from. */
export interface Token {
  kind: number;
  /** Index of the file in the document's `files`. */
  file: number;
  /** UTF-16 offsets in the file; for an inner AST node only its first code unit (its children carry the rest). */
  start: number;
  end: number;
  /**
   * The token's place in the document as written (a count over every node, kept or dropped). Two tokens next
   * to each other in the normalized stream whose places are far apart, or go backwards, come from code that
   * normalization dropped or reordered: a fragment never spans them.
   */
  place: number;
  /** For literals (and every token of the lexical tokenizer), a 32-bit id of their text; 0 otherwise. */
  lexeme: number;
}

/** The normalized token stream of a whole document, as parallel arrays. */
export interface TokenStream {
  kinds: Uint32Array;
  files: Uint16Array;
  starts: Uint32Array;
  ends: Uint32Array;
  places: Uint32Array;
  lexemes: Uint32Array;
}

export function toStream(tokens: readonly Token[]): TokenStream {
  const n = tokens.length;
  const stream: TokenStream = {
    kinds: new Uint32Array(n),
    files: new Uint16Array(n),
    starts: new Uint32Array(n),
    ends: new Uint32Array(n),
    places: new Uint32Array(n),
    lexemes: new Uint32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const token = tokens[i]!;
    stream.kinds[i] = token.kind;
    stream.files[i] = token.file;
    stream.starts[i] = token.start;
    stream.ends[i] = token.end;
    stream.places[i] = token.place;
    stream.lexemes[i] = token.lexeme;
  }
  return stream;
}

/** FNV-1a over a string's UTF-16 code units: a stable 32-bit id for a node kind or a lexeme (never 0). */
export function stringId(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0 || 1;
}

const kindIds = new Map<string, number>();

/** The id of a node kind, cached (there are only a few hundred kinds per grammar). */
export function kindId(kind: string): number {
  let id = kindIds.get(kind);
  if (id === undefined) {
    id = stringId(kind);
    kindIds.set(kind, id);
  }
  return id;
}

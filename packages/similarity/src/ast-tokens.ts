import type { Node } from 'web-tree-sitter';
import {
  DECLARATIONS,
  DELIMITERS,
  FILE_ROOTS,
  JUMPS,
  JUMP_TARGETS,
  MEMBER_LISTS,
  STATEMENT_LISTS,
  TRANSPARENT,
  isAtom,
  isComment,
  isFalseLiteral,
  isTellingLiteral,
  literalText,
} from './node-kinds';
import { REWRITABLE, Rewrites } from './refactorings';
import { SHAPE_FORMS, ownMember, stepOf } from './shape-forms';
import { kindId, stringId, type Token } from './tokens';
import type { DeadCodeReason } from './types';

// Tokens of one parsed file: AST node kinds in pre-order, normalized on the way (docs/SIMILARITY.md, Engine):
// names and values are one kind, comments and delimiters are dropped, dead code is skipped, and independent
// declarations come out as separate chunks for the document to put in a canonical order.

/** Tokens of one independent declaration, with a key that depends only on their kinds. */
export interface Chunk {
  key: number;
  tokens: Token[];
}

/** Code the tokenizer skipped as dead, in offsets of its file (reported only when engine.explain asks). */
export interface DroppedCode {
  file: number;
  start: number;
  end: number;
  reason: DeadCodeReason;
}

export interface FileTokens {
  /** Top-level declarations (ordered by the document, pooled with the other files'). */
  declarations: Chunk[];
  /** Everything else, in source order. */
  rest: Token[];
}

const ATOM = kindId('atom');
const STEP = kindId('update_expression');

/** Places a dropped subtree takes: more than a fragment may bridge, so no fragment covers code that was dropped. */
export const DROPPED_PLACES = 1_000;

const MAX_REWRITE_DEPTH = 64;

export class AstTokenizer {
  private place: number;
  /** The token emitted last in source order: a fragment ending there covers the delimiters after it too. */
  private previous: Token | null = null;
  /** While a node is emitted in place of another (refactorings.ts), the range of the node it stands for. */
  private standingFor: { start: number; end: number } | null = null;
  /** How deep rewrites nest (a guard: a rewrite never leads back to itself in valid code). */
  private rewriteDepth = 0;

  constructor(
    private readonly file: number,
    firstPlace: number,
    private readonly dead: ReadonlyMap<number, DeadCodeReason>,
    private readonly rewrites: Rewrites = new Rewrites(),
    /** Where to report the dead code skipped (explaining a score); tokens are the same either way. */
    private readonly dropped: DroppedCode[] | null = null,
  ) {
    this.place = firstPlace;
  }

  get nextPlace(): number {
    return this.place;
  }

  tokenize(root: Node): FileTokens {
    const declarations: Chunk[] = [];
    const rest: Token[] = [];
    if (!FILE_ROOTS.has(root.type)) {
      this.emit(root, rest);
      return { declarations, rest };
    }
    for (const child of root.children) {
      if (DECLARATIONS.has(child.type) || isExportedDeclaration(child)) {
        const tokens: Token[] = [];
        this.emit(child, tokens);
        if (tokens.length > 0) declarations.push({ key: chunkKey(tokens), tokens });
      } else {
        this.emit(child, rest);
      }
    }
    return { declarations, rest };
  }

  private push(out: Token[], kind: number, start: number, end: number, lexeme = 0): void {
    const at = this.standingFor;
    const token = { kind, file: this.file, start: at ? at.start : start, end: at ? at.end : end, place: this.place++, lexeme };
    out.push(token);
    this.previous = token;
  }

  private skip(dropped?: Node | null, reason?: DeadCodeReason): void {
    this.place += DROPPED_PLACES;
    this.previous = null;
    if (this.dropped && dropped && reason && !this.standingFor) {
      this.dropped.push({ file: this.file, start: dropped.startIndex, end: dropped.endIndex, reason });
    }
  }

  /** `)`, `;` and `}` right after a token belong to it, so a fragment ending there covers them. */
  private delimiter(node: Node): void {
    this.place++;
    if (this.previous && !this.standingFor) this.previous.end = Math.max(this.previous.end, node.endIndex);
  }

  private emit(node: Node, out: Token[]): void {
    const type = node.type;
    if (node.isMissing) return;
    if (isComment(type)) {
      this.previous = null;
      return;
    }
    const dead = this.dead.size > 0 ? this.dead.get(node.id) : undefined;
    if (dead) return this.skip(node, dead);
    if (REWRITABLE.has(type) && this.rewriteDepth < MAX_REWRITE_DEPTH) {
      const replacement = this.rewrites.replacementFor(node);
      if (replacement !== undefined) return this.emitInstead(node, replacement, out);
    }
    if (!node.isNamed) {
      if (DELIMITERS.has(type) || type.length === 0) return this.delimiter(node);
      return this.push(out, kindId(type), node.startIndex, node.endIndex);
    }
    if (node.childCount === 0 || isAtom(type)) {
      // Literals feed the lexical channel; names do not: independent authors pick the same natural names, and a
      // copier renames, while the strings and numbers a copy prints and computes with stay as they were.
      const kind = isAtom(type) ? ATOM : kindId(type);
      const text = isAtom(type) ? literalWithoutInterpolations(node) : '';
      const lexeme = isAtom(type) && isTellingLiteral(type, text) ? stringId(literalText(text)) : 0;
      return this.push(out, kind, node.startIndex, node.endIndex, lexeme);
    }
    if ((type === 'if_statement' || type === 'while_statement') && isAlwaysFalse(node)) {
      // The body never runs: only an `else` (if any) remains.
      const alternatives = node.childrenForFieldName('alternative');
      this.skip(node.childForFieldName(type === 'if_statement' ? 'consequence' : 'body'), 'never-runs');
      if (type === 'if_statement' && alternatives.length === 1 && alternatives[0]!.type === 'else_clause') {
        for (const child of alternatives[0]!.namedChildren) this.emit(child, out);
      }
      return;
    }
    if (SHAPE_FORMS.has(type) && this.emitShapeForm(node, out)) return;
    if (!TRANSPARENT.has(type)) this.push(out, kindId(type), node.startIndex, node.startIndex);
    if (MEMBER_LISTS.has(type) || (type === 'block' && node.parent?.type === 'class_definition')) {
      return this.emitMembers(node, out);
    }
    if (STATEMENT_LISTS.has(type)) return this.emitStatements(node, out);
    for (const child of node.children) this.emit(child, out);
  }

  /** One shape for equivalent ways of writing a step by one or a member of the object itself (shape-forms.ts). */
  private emitShapeForm(node: Node, out: Token[]): boolean {
    const type = node.type;
    if (type === 'method_invocation') {
      const object = node.childForFieldName('object');
      if (object?.type !== 'this') return false;
      this.push(out, kindId(type), node.startIndex, node.startIndex);
      for (const child of node.children) if (child.id !== object.id && child.type !== '.') this.emit(child, out);
      return true;
    }
    const member = ownMember(node);
    if (member) {
      this.emit(member, out);
      return true;
    }
    const step = stepOf(node);
    if (!step) return false;
    this.push(out, STEP, node.startIndex, node.startIndex);
    this.emit(step.target, out);
    this.push(out, kindId(step.operator), node.startIndex, node.endIndex);
    return true;
  }

  /** Emits `replacement` where `node` was written (nothing when it is null), with `node`'s range. */
  private emitInstead(node: Node, replacement: Node | null, out: Token[]): void {
    if (replacement === null) return this.skip();
    if (this.rewrites.helpers.isInlinedCall(node)) return this.emitHelperBody(replacement, out);
    const outer = this.standingFor;
    this.standingFor = outer ?? { start: node.startIndex, end: node.endIndex };
    this.rewriteDepth++;
    try {
      if (replacement.type === 'preproc_arg') {
        // A `#define`d value: one literal, as if written where it is used.
        const text = replacement.text.trim();
        this.push(out, ATOM, 0, 0, isTellingLiteral('number_literal', text) ? stringId(literalText(text)) : 0);
      } else {
        this.emit(replacement, out);
      }
    } finally {
      this.rewriteDepth--;
      this.standingFor = outer;
    }
  }

  /**
   * A helper's body where it is called (inline-helpers.ts). Its tokens keep their own ranges, so a fragment shows
   * the helper's code where it is written; the places jump on either side, so no fragment spans the call and the
   * body together.
   */
  private emitHelperBody(body: Node, out: Token[]): void {
    this.skip();
    const first = out.length;
    this.rewriteDepth++;
    try {
      this.emit(body, out);
    } finally {
      this.rewriteDepth--;
    }
    // The body stands for the whole definition: a fragment of it covers the signature and the closing line too.
    const definition = body.parent;
    if (definition && out.length > first) {
      out[first]!.start = Math.min(out[first]!.start, definition.startIndex);
      out[out.length - 1]!.end = Math.max(out[out.length - 1]!.end, definition.endIndex);
    }
    this.skip();
  }

  /** Members of a class in a canonical order: moving a method has no effect. */
  private emitMembers(node: Node, out: Token[]): void {
    const chunks: Chunk[] = [];
    for (const child of node.children) {
      const tokens: Token[] = [];
      this.emit(child, tokens);
      if (tokens.length > 0) chunks.push({ key: chunkKey(tokens), tokens });
    }
    for (const chunk of sortChunks(chunks)) for (const token of chunk.tokens) out.push(token);
  }

  /** Statements in order, without those after a jump (they never run). */
  private emitStatements(node: Node, out: Token[]): void {
    let unreachable = false;
    for (const child of node.children) {
      if (unreachable && child.isNamed && !isComment(child.type) && !JUMP_TARGETS.has(child.type)) {
        this.skip(child, 'unreachable');
        continue;
      }
      if (JUMP_TARGETS.has(child.type)) unreachable = false;
      this.emit(child, out);
      if (JUMPS.has(child.type)) unreachable = true;
    }
  }
}

/** A literal's text with the code interpolated into it cut out (`f"{word}: {n}"` reads `f"{}: {}"`): renaming
 * the variables it shows does not change what the string says. */
function literalWithoutInterpolations(node: Node): string {
  const interpolations = node.children.filter((child) => INTERPOLATIONS.has(child.type));
  if (interpolations.length === 0) return node.text;
  let text = '';
  let at = node.startIndex;
  const source = node.text;
  for (const child of interpolations) {
    text += source.slice(at - node.startIndex, child.startIndex - node.startIndex) + '{}';
    at = child.endIndex;
  }
  return text + source.slice(at - node.startIndex);
}
const INTERPOLATIONS = new Set(['interpolation', 'template_substitution', 'string_interpolation']);

function isExportedDeclaration(node: Node): boolean {
  if (node.type !== 'export_statement') return false;
  const declaration = node.childForFieldName('declaration');
  return !!declaration && DECLARATIONS.has(declaration.type);
}

function isAlwaysFalse(node: Node): boolean {
  let condition = node.childForFieldName('condition');
  while (condition && (condition.type === 'parenthesized_expression' || condition.type === 'condition_clause')) {
    if (condition.namedChildCount !== 1) return false;
    condition = condition.namedChild(0);
  }
  return !!condition && isFalseLiteral(condition.type, condition.text);
}

/** A key for a chunk from its kinds alone (FNV-1a over the kind ids), so equal code sorts alike. */
export function chunkKey(tokens: readonly Token[]): number {
  let hash = 0x811c9dc5;
  for (const token of tokens) {
    hash ^= token.kind;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Chunks in a canonical order: by key, ties by length and then by where they were written. */
export function sortChunks(chunks: Chunk[]): Chunk[] {
  return chunks.sort(
    (x, y) => x.key - y.key || x.tokens.length - y.tokens.length || x.tokens[0]!.place - y.tokens[0]!.place,
  );
}

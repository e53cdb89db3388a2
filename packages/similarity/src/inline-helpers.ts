import type { Node } from 'web-tree-sitter';
import { calleeName, functionName } from './function-names';
import { isComment } from './node-kinds';

// Helper functions called from one place, read as if their body were written at the call (docs/SIMILARITY.md,
// Engine): "extract method" is what refactoring tools and AI rewrites do most, and it moves a run of statements
// away from the code around it, so the k-grams that spanned the cut no longer match. Inlining the helper again
// puts the statements back where they run. Applied alike to every document, so an original that wrote such a
// helper itself reads the same way as a copy that inlined it.
// A function is inlined only when its name is defined once in the document and written exactly once more, in
// the same file, as the callee of a plain call (`helper(…)`, `this.helper(…)`, `self.helper(…)`) outside the
// function itself (in Java only method names count: a variable may share the name of a method):
// any other use (a method reference, an override called by a library, a second call) keeps it as written.
// Arguments are not substituted for parameters: names and values are one token kind, so the body's tokens are
// the same whatever the parameters are called.

/** Node kinds that may be a helper's definition or its call. */
export const HELPER_NODES = new Set([
  'method_declaration',
  'function_definition',
  'function_declaration',
  'method_definition',
  'method_invocation',
  'call_expression',
  'call',
]);

/** Functions never inlined: entry points that the runtime calls. */
const ENTRY_POINTS = new Set(['main', '__init__', 'constructor']);

export class HelperInlining {
  /** Helper definitions to emit nothing for (by node id). */
  private readonly definitions = new Set<number>();
  /** Calls to read as a helper's body (by node id). */
  private readonly calls = new Map<number, Node>();

  constructor(roots: readonly Node[] = []) {
    const defined = new Map<string, { node: Node; name: Node; body: Node; root: number; count: number }>();
    roots.forEach((root, index) => {
      for (const node of root.descendantsOfType(HELPER_DEFINITIONS)) {
        const name = functionName(node);
        const body = node.childForFieldName('body');
        if (!name || !body || ENTRY_POINTS.has(name.text)) continue;
        const known = defined.get(name.text);
        if (known) known.count++;
        else defined.set(name.text, { node, name, body, root: index, count: 1 });
      }
    });
    if (defined.size === 0) return;
    // Mentions are found in the text (whole words outside comments and strings), which is far cheaper than a
    // walk over every node of the tree.
    const texts = roots.map((root) => root.text);
    for (const [name, { node, name: nameNode, body, root, count }] of defined) {
      if (count > 1) continue;
      // Java keeps methods apart from variables and fields: a local of the same name is not the method.
      const methodsOnly = node.type === 'method_declaration';
      const mentions = wordsIn(roots, texts, name).filter((mention) => mentionsFunction(roots[mention.root]!, mention.at, name.length, methodsOnly));
      if (mentions.length !== 2) continue;
      // Only within one file: the body's tokens keep their own ranges, which are offsets in that file.
      const other = mentions.find((mention) => mention.root !== root || mention.at !== nameNode.startIndex);
      if (!other || other.root !== root) continue;
      const call = callAt(roots[other.root]!, other.at, name);
      if (!call) continue;
      if (call.startIndex >= node.startIndex && call.endIndex <= node.endIndex) continue;
      if (!insideFunction(call)) continue;
      this.definitions.add(node.id);
      this.calls.set(call.id, body);
    }
  }

  /** Helpers inlined in the document. */
  get count(): number {
    return this.definitions.size;
  }

  /** Whether `node` is a call read as its helper's body. */
  isInlinedCall(node: Node): boolean {
    return this.calls.size > 0 && this.calls.has(node.id);
  }

  /** The body to emit in place of a call, null for an inlined definition, undefined for anything else. */
  replacementFor(node: Node): Node | null | undefined {
    if (this.definitions.size === 0) return undefined;
    if (this.definitions.has(node.id)) return null;
    return this.calls.get(node.id);
  }
}

const HELPER_DEFINITIONS = ['method_declaration', 'function_definition', 'function_declaration', 'method_definition'];
const HELPER_CALLS = new Set(['method_invocation', 'call_expression', 'call']);

function insideFunction(node: Node): boolean {
  for (let at = node.parent; at; at = at.parent) if (HELPER_DEFINITIONS.includes(at.type) || at.type === 'constructor_declaration') return true;
  return false;
}

/** Where `name` occurs as a whole word in the roots' texts (offsets in the file: a root starts at its first token). */
function wordsIn(roots: readonly Node[], texts: readonly string[], name: string): { root: number; at: number }[] {
  const found: { root: number; at: number }[] = [];
  texts.forEach((text, root) => {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      if (!isWordChar(text.charCodeAt(at - 1)) && !isWordChar(text.charCodeAt(at + name.length))) found.push({ root, at: roots[root]!.startIndex + at });
    }
  });
  return found;
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36 || code > 127;
}

/**
 * Whether the word at `at` may name the function: code, not a comment or a string; with `methodsOnly` (Java), only
 * a method's name where it is declared, called or referenced (`this::name`).
 */
function mentionsFunction(root: Node, at: number, length: number, methodsOnly: boolean): boolean {
  const word = root.descendantForIndex(at, at + length);
  if (methodsOnly) {
    const parent = word?.parent;
    if (!word || !parent) return false;
    if (parent.type === 'method_reference') return true;
    return (parent.type === 'method_invocation' || parent.type === 'method_declaration') && parent.childForFieldName('name')?.id === word.id;
  }
  for (let node = word; node; node = node.parent) {
    if (isComment(node.type) || node.type.includes('string')) return false;
    if (node.type.endsWith('statement') || HELPER_DEFINITIONS.includes(node.type)) return true;
  }
  return true;
}

/** The plain call of `name` whose callee is written at `at`, or null. */
function callAt(root: Node, at: number, name: string): Node | null {
  let node = root.descendantForIndex(at, at + name.length);
  for (let depth = 0; node && depth < 3; depth++, node = node.parent) {
    if (HELPER_CALLS.has(node.type)) return calleeName(node) === name ? node : null;
  }
  return null;
}


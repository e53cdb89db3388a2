import type { Node, TreeCursor } from 'web-tree-sitter';
import { calleeName, functionName } from './function-names';

// Helper functions called from one place, read as if their body were written at the call (docs/SIMILARITY.md,
// Engine): "extract method" is what refactoring tools and AI rewrites do most, and it moves a run of statements
// away from the code around it, so the k-grams that spanned the cut no longer match. Inlining the helper again
// puts the statements back where they run. Applied alike to every document, so an original that wrote such a
// helper itself reads the same way as a copy that inlined it.
// A function is inlined only when its name is defined once in the document and written exactly once more, as
// the callee of a plain call (`helper(…)`, `this.helper(…)`, `self.helper(…)`) outside the function itself:
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

/** Identifier kinds that may name a function (a method of `this` is a property or field name in some grammars). */
const NAME_KINDS = new Set(['identifier', 'field_identifier', 'property_identifier']);
/** Functions never inlined: entry points that the runtime calls. */
const ENTRY_POINTS = new Set(['main', '__init__', 'constructor']);

export class HelperInlining {
  /** Helper definitions to emit nothing for (by node id). */
  private readonly definitions = new Set<number>();
  /** Calls to read as a helper's body (by node id). */
  private readonly calls = new Map<number, Node>();

  constructor(roots: readonly Node[] = []) {
    const defined = new Map<string, { node: Node; body: Node; count: number }>();
    for (const root of roots) forEachNode(root, HELPER_DEFINITIONS, (node) => {
      const name = functionName(node);
      const body = node.childForFieldName('body');
      if (!name || !body || ENTRY_POINTS.has(name.text)) return;
      const known = defined.get(name.text);
      if (known) known.count++;
      else defined.set(name.text, { node, body, count: 1 });
    });
    for (const [name, entry] of defined) if (entry.count > 1) defined.delete(name);
    if (defined.size === 0) return;
    // Every mention of a candidate's name, and its calls: only names of a candidate's length are read as text.
    const lengths = new Set([...defined.keys()].map((name) => name.length));
    const mentions = new Map<string, number>();
    const callsOf = new Map<string, Node[]>();
    for (const root of roots) forEachNode(root, MENTIONS, (node) => {
      if (NAME_KINDS.has(node.type)) {
        const text = node.text;
        if (defined.has(text)) mentions.set(text, (mentions.get(text) ?? 0) + 1);
      } else {
        const callee = calleeName(node);
        if (callee && defined.has(callee)) callsOf.set(callee, [...(callsOf.get(callee) ?? []), node]);
      }
    }, (cursor) => !NAME_KINDS.has(cursor.nodeType) || lengths.has(cursor.endIndex - cursor.startIndex));
    for (const [name, { node, body }] of defined) {
      const calls = callsOf.get(name) ?? [];
      if (mentions.get(name) !== 2 || calls.length !== 1) continue;
      const call = calls[0]!;
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

  /** The body to emit in place of a call, null for an inlined definition, undefined for anything else. */
  replacementFor(node: Node): Node | null | undefined {
    if (this.definitions.size === 0) return undefined;
    if (this.definitions.has(node.id)) return null;
    return this.calls.get(node.id);
  }
}

const HELPER_DEFINITIONS = new Set(['method_declaration', 'function_definition', 'function_declaration', 'method_definition']);
const HELPER_CALLS = new Set(['method_invocation', 'call_expression', 'call']);
const MENTIONS = new Set([...NAME_KINDS, ...HELPER_CALLS]);

function insideFunction(node: Node): boolean {
  for (let at = node.parent; at; at = at.parent) if (HELPER_DEFINITIONS.has(at.type) || at.type === 'constructor_declaration') return true;
  return false;
}

/** Visits the nodes of `kinds` under root (those `accept` takes, when given: it sees the cursor, which is cheaper
 * than a node). */
function forEachNode(root: Node, kinds: ReadonlySet<string>, visit: (node: Node) => void, accept?: (cursor: TreeCursor) => boolean): void {
  const cursor = root.walk();
  try {
    for (;;) {
      if (kinds.has(cursor.nodeType) && (!accept || accept(cursor))) visit(cursor.currentNode);
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return;
      }
    }
  } finally {
    cursor.delete();
  }
}

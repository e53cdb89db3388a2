import type { Node, Tree } from 'web-tree-sitter';
import { HELPER_NODES, HelperInlining } from './inline-helpers';
import type { RewriteKind } from './types';

// Undoing what refactoring tools do to disguise a copy, as the tokenizer walks the tree (docs/SIMILARITY.md,
// Engine): for some nodes it emits another node in their place, or nothing.
// - Named constants (`static final` fields, C/C++ `const`/`constexpr` variables and `#define`s outside
//   functions) whose value is a literal are read as that literal where they are used, and their declarations
//   weigh nothing: extracting `1` into `Constants.CONSTANT_1` changes nothing.
// - Trivial wrappers read as what they wrap: `Optional.of(x)`, `Optional.ofNullable(x)`,
//   `Objects.requireNonNull(x)` as `x`; `x.get()` and `x.orElseThrow()` without arguments as `x`; the type
//   `Optional<T>` as `T`.
// - A Java local whose value is a literal or a wrapper and that is read once (an extracted variable) is read as
//   its initializer where it is used, and its declaration weighs nothing.
// - A helper function called from one place is read as its body at the call (inline-helpers.ts).
// Applied alike to every document, so an original that already wrote such code is read the same way as its copy.
// Names are matched by text: a constant is inlined only when it is declared once among the declarations outside
// functions, and a local only when its name occurs exactly twice (declared, read) in its function. A local that
// shares a constant's name reads as an atom either way (names and values are one token kind); only the literal
// then also joins the lexical channel.

/** Node kinds the tokenizer asks about (any other kind is never rewritten). */
export const REWRITABLE = new Set([
  'method_invocation',
  'generic_type',
  'local_variable_declaration',
  'identifier',
  'field_access',
  'field_declaration',
  'declaration',
  'preproc_def',
  ...HELPER_NODES,
]);

/** One rewrite the tokenizer applied: what kind, and the node written there (its file's tree and offsets). */
export interface AppliedRewrite {
  kind: RewriteKind;
  /** `use`: read as something else; `declaration`: weighs nothing (its uses read its value). */
  part: 'use' | 'declaration';
  tree: Tree;
  start: number;
  end: number;
}

export class Rewrites {
  /** What was rewritten, in the order the tokenizer asked (only when recording: engine.explain reads it). */
  readonly applied: AppliedRewrite[] | null;
  /** Constants by name: their declaration and value. */
  private readonly constants = new Map<string, { declaration: number; value: Node }>();
  private readonly constantLengths = new Set<number>();
  /** Reads of inlined locals (by node id) and what they read. */
  private readonly inlined = new Map<number, Node>();
  /** Per function (by node id), its identifiers by name: found once, however many locals it declares. */
  private readonly scopes = new Map<number, Map<string, Node[]>>();
  /** Helpers called from one place. */
  readonly helpers: HelperInlining;

  /** Finds the constants declared outside functions in the document's trees; `record` keeps `applied`. */
  constructor(roots: readonly Node[] = [], record = false) {
    this.applied = record ? [] : null;
    const seen = new Map<string, number>();
    for (const root of roots) {
      forEachOutsideBodies(root, (node) => {
        const constant = constantOf(node);
        if (!constant) return;
        seen.set(constant.name, (seen.get(constant.name) ?? 0) + 1);
        this.constants.set(constant.name, { declaration: node.id, value: constant.value });
      });
    }
    for (const [name, count] of seen) if (count > 1) this.constants.delete(name);
    for (const name of this.constants.keys()) this.constantLengths.add(name.length);
    this.helpers = new HelperInlining(roots);
  }

  /** The node to emit in place of `node`, null to emit nothing, or undefined to emit it as written. */
  replacementFor(node: Node): Node | null | undefined {
    const replacement = this.replacement(node);
    if (replacement !== undefined && this.applied) this.record(node, replacement);
    return replacement;
  }

  private record(node: Node, replacement: Node | null): void {
    let kind: RewriteKind;
    if (HELPER_NODES.has(node.type) && this.helpers.replacementFor(node) !== undefined) kind = 'helper';
    else if (node.type === 'method_invocation' || node.type === 'generic_type') kind = 'wrapper';
    else if (node.type === 'local_variable_declaration' || (node.type === 'identifier' && this.inlined.has(node.id))) kind = 'local';
    else kind = 'constant';
    this.applied!.push({ kind, part: replacement === null ? 'declaration' : 'use', tree: node.tree, start: node.startIndex, end: node.endIndex });
  }

  private replacement(node: Node): Node | null | undefined {
    if (this.helpers.count > 0 && HELPER_NODES.has(node.type)) {
      const helper = this.helpers.replacementFor(node);
      if (helper !== undefined) return helper;
    }
    switch (node.type) {
      case 'method_invocation':
        return unwrap(node) ?? undefined;
      case 'generic_type': {
        const base = node.firstNamedChild;
        if (!base || base.endIndex - base.startIndex !== OPTIONAL.length || base.text !== OPTIONAL) return undefined;
        const args = base.nextNamedSibling;
        return args?.type === 'type_arguments' && args.namedChildCount === 1 ? args.namedChild(0) : undefined;
      }
      case 'local_variable_declaration':
        return this.inlineOnceUsedLocal(node) ? null : undefined;
      case 'identifier': {
        const inlined = this.inlined.size > 0 ? this.inlined.get(node.id) : undefined;
        if (inlined) return inlined;
        const constant = this.constantNamed(node);
        return constant && isRead(node) ? constant.value : undefined;
      }
      case 'field_access': {
        const object = node.childForFieldName('object');
        const field = node.childForFieldName('field');
        const constant = field ? this.constantNamed(field) : undefined;
        return constant && object && (object.type === 'identifier' || object.type === 'this') ? constant.value : undefined;
      }
      default: {
        if (this.constants.size === 0) return undefined;
        const constant = constantOf(node);
        return constant && this.constants.get(constant.name)?.declaration === node.id ? null : undefined;
      }
    }
  }

  private constantNamed(name: Node): { value: Node } | undefined {
    if (this.constants.size === 0 || !this.constantLengths.has(name.endIndex - name.startIndex)) return undefined;
    return this.constants.get(name.text);
  }

  /** `T x = e; … x …` with x read once in its function: the read is to read `e`. */
  private inlineOnceUsedLocal(declaration: Node): boolean {
    // The cheap tests first: most declarations fail them.
    const declarator = declaration.childForFieldName('declarator');
    const value = declarator?.childForFieldName('value');
    if (!declarator || !value || value.type === 'array_initializer') return false;
    // Only a value the declaration wraps or a literal (what a tool extracts): inlining every local read once
    // makes the tiny independent solutions of a task look alike (IR-Plag's macro ROC-AUC fell from 0.813 to 0.769).
    if (!isLiteral(value) && !isWrapping(declaration, value)) return false;
    const name = declarator.childForFieldName('name');
    if (!name || name.type !== 'identifier' || declaration.childrenForFieldName('declarator').length !== 1) return false;
    if (!isInStatementList(declaration)) return false;
    let scope: Node | null = declaration.parent;
    while (scope && !FUNCTIONS.has(scope.type)) scope = scope.parent;
    if (!scope) return false;
    let names = this.scopes.get(scope.id);
    if (!names) {
      names = new Map();
      collectIdentifiers(scope, names);
      this.scopes.set(scope.id, names);
    }
    const uses = (names.get(name.text) ?? []).filter((leaf) => leaf.id !== name.id);
    if (uses.length !== 1) return false;
    const use = uses[0]!;
    if (use.startIndex < declaration.endIndex || !isRead(use)) return false;
    this.inlined.set(use.id, value);
    return true;
  }
}

const WRAPPER_CALLS = new Map([
  ['Optional', new Set(['of', 'ofNullable'])],
  ['Objects', new Set(['requireNonNull'])],
]);
const UNWRAPPING_METHODS = new Set(['get', 'orElseThrow']);
const OPTIONAL = 'Optional';
const WRAPPER_NAMES = new Set([...WRAPPER_CALLS.values()].flatMap((names) => [...names]));
const WRAPPER_NAME_LENGTHS = new Set([...UNWRAPPING_METHODS, ...WRAPPER_NAMES].map((name) => name.length));
const FUNCTIONS = new Set([
  'method_declaration',
  'constructor_declaration',
  'function_definition',
  'lambda_expression',
  'function_declaration',
  'method_definition',
]);
/** Where the statements of functions are: constants are not looked for inside. */
const BODIES = new Set(['block', 'constructor_body', 'compound_statement']);
const CONSTANT_DECLARATIONS = new Set(['field_declaration', 'declaration', 'preproc_def']);

/** Visits the declarations that may be constants, without walking into function bodies. */
function forEachOutsideBodies(root: Node, visit: (node: Node) => void): void {
  const cursor = root.walk();
  try {
    for (;;) {
      const type = cursor.nodeType;
      if (CONSTANT_DECLARATIONS.has(type)) visit(cursor.currentNode);
      if (!BODIES.has(type) && !CONSTANT_DECLARATIONS.has(type) && cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return;
      }
    }
  } finally {
    cursor.delete();
  }
}

/** Visits the identifiers under root. */
function collectIdentifiers(scope: Node, names: Map<string, Node[]>): void {
  const cursor = scope.walk();
  try {
    for (;;) {
      if (cursor.nodeType === 'identifier') {
        const node = cursor.currentNode;
        const list = names.get(node.text);
        if (list) list.push(node);
        else names.set(node.text, [node]);
      }
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return;
      }
    }
  } finally {
    cursor.delete();
  }
}

/** A declaration of one named constant with a literal value. */
function constantOf(node: Node): { name: string; value: Node } | null {
  if (node.type === 'field_declaration' || (node.type === 'declaration' && node.parent?.type !== 'for_statement')) {
    const isConstant =
      node.type === 'field_declaration'
        ? /\bstatic\b/.test(modifiersOf(node)) && /\bfinal\b/.test(modifiersOf(node))
        : node.children.some((child) => child.type === 'type_qualifier' && (child.text === 'const' || child.text === 'constexpr'));
    if (!isConstant) return null;
    const declarators = node.childrenForFieldName('declarator');
    if (declarators.length !== 1) return null;
    const declarator = declarators[0]!;
    const name = declarator.type === 'variable_declarator' ? declarator.childForFieldName('name') : declarator.childForFieldName('declarator');
    const value = declarator.childForFieldName('value');
    if (!name || name.type !== 'identifier' || !value || !isLiteral(value)) return null;
    return { name: name.text, value };
  }
  if (node.type === 'preproc_def') {
    const name = node.childForFieldName('name');
    const value = node.childForFieldName('value');
    if (!name || !value || !/^\s*(-?[\d.]+[a-zA-Z]*|"[^"\\]*")\s*$/.test(value.text)) return null;
    return { name: name.text, value };
  }
  return null;
}

function modifiersOf(node: Node): string {
  return node.children.find((child) => child.type === 'modifiers')?.text ?? '';
}

function isLiteral(node: Node): boolean {
  if (node.type === 'unary_expression' && node.namedChildCount === 1) return isLiteral(node.namedChild(0)!);
  return node.type !== 'identifier' && (node.type.endsWith('literal') || node.type === 'true' || node.type === 'false') && !node.type.startsWith('array');
}

/** What a wrapper call wraps, or null. */
function unwrap(call: Node): Node | null {
  const nameNode = call.childForFieldName('name');
  // Most calls are of other methods: their name's length already says so, without reading its text.
  if (!nameNode || !WRAPPER_NAME_LENGTHS.has(nameNode.endIndex - nameNode.startIndex)) return null;
  const name = nameNode.text;
  if (!UNWRAPPING_METHODS.has(name) && !WRAPPER_NAMES.has(name)) return null;
  const object = call.childForFieldName('object');
  const args = call.childForFieldName('arguments');
  if (!object || !args) return null;
  if (args.namedChildCount === 0 && UNWRAPPING_METHODS.has(name)) return object;
  const wrappers = WRAPPER_CALLS.get(object.text);
  if (wrappers?.has(name) && args.namedChildCount >= 1) return args.namedChild(0);
  return null;
}

function isWrapping(declaration: Node, value: Node): boolean {
  const type = declaration.childForFieldName('type');
  if (type?.type === 'generic_type' && type.firstNamedChild?.text === OPTIONAL) return true;
  return value.type === 'method_invocation' && WRAPPER_CALLS.get(value.childForFieldName('object')?.text ?? '')?.has(value.childForFieldName('name')?.text ?? '') === true;
}

function isInStatementList(node: Node): boolean {
  const type = node.parent?.type;
  return type === 'block' || type === 'compound_statement' || type === 'switch_block_statement_group' || type === 'case_statement';
}

/** Whether an identifier is read there (not declared, assigned, updated, or a member's name). */
function isRead(identifier: Node): boolean {
  const parent = identifier.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'variable_declarator':
    case 'init_declarator':
    case 'formal_parameter':
    case 'preproc_def':
    case 'method_declaration':
    case 'function_declarator':
      return parent.childForFieldName('name')?.id !== identifier.id && parent.childForFieldName('declarator')?.id !== identifier.id;
    case 'assignment_expression':
      return parent.childForFieldName('left')?.id !== identifier.id;
    case 'update_expression':
      return false;
    case 'field_access':
      return parent.childForFieldName('field')?.id !== identifier.id;
    case 'method_invocation':
      return parent.childForFieldName('name')?.id !== identifier.id;
    default:
      return true;
  }
}

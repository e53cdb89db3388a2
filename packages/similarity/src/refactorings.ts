import type { Node } from 'web-tree-sitter';

// Undoing what refactoring tools do to disguise a copy, before tokenizing (docs/SIMILARITY.md, Engine): the
// tokenizer emits another node in place of some nodes, or nothing for others.
// - Named constants (`static final` fields, C/C++ `const`/`constexpr` variables and `#define`s) whose value is a
//   literal are read as that literal where they are used, and their declarations weigh nothing: extracting
//   `1` into `Constants.CONSTANT_1` changes nothing.
// - Trivial wrappers read as what they wrap: `Optional.of(x)`, `Optional.ofNullable(x)`,
//   `Objects.requireNonNull(x)` as `x`; `x.get()` and `x.orElseThrow()` without arguments as `x`; the type
//   `Optional<T>` as `T`.
// - A local initialized once and read once (an extracted variable) is read as its initializer where it is used,
//   and its declaration weighs nothing.
// Applied alike to every document, so an original that already wrote such code is read the same way as its copy.
// Names are matched by text: a constant is inlined only when no other declaration in the document has its name,
// and a local only when its name occurs exactly twice (declared, read) in its function.

/** Per node id: the node to emit in its place, or null to emit nothing. */
export type Rewrites = Map<number, Node | null>;

const WRAPPER_CALLS = new Map([
  ['Optional', new Set(['of', 'ofNullable'])],
  ['Objects', new Set(['requireNonNull'])],
]);
const UNWRAPPING_METHODS = new Set(['get', 'orElseThrow']);
const FUNCTIONS = new Set([
  'method_declaration',
  'constructor_declaration',
  'function_definition',
  'lambda_expression',
  'function_declaration',
  'method_definition',
]);

export function findRewrites(roots: readonly Node[]): Rewrites {
  const rewrites: Rewrites = new Map();
  const constants = new Map<string, { declaration: Node; value: Node }>();
  const scopes: Scopes = new Map();
  // One cursor walk finds what may be rewritten (a cursor allocates no node for the many nodes that are not).
  for (const root of roots) {
    forEachOfTypes(root, CANDIDATES, (node) => {
      switch (node.type) {
        case 'method_invocation': {
          const unwrapped = unwrap(node);
          if (unwrapped) rewrites.set(node.id, unwrapped);
          break;
        }
        case 'generic_type': {
          // `Optional<T>` reads as `T`.
          const [base, args] = node.namedChildren;
          if (base?.text === 'Optional' && args?.type === 'type_arguments' && args.namedChildCount === 1) rewrites.set(node.id, args.namedChild(0));
          break;
        }
        case 'local_variable_declaration':
          inlineOnceUsedLocal(node, rewrites, scopes);
          break;
        default: {
          const constant = constantOf(node);
          if (constant) constants.set(constant.name, { declaration: node, value: constant.value });
        }
      }
    });
  }
  if (constants.size > 0) inlineConstants(roots, constants, rewrites);
  return rewrites;
}

const CANDIDATES = new Set(['method_invocation', 'generic_type', 'local_variable_declaration', 'field_declaration', 'declaration', 'preproc_def']);
const DECLARATORS = new Set(['variable_declarator', 'formal_parameter', 'init_declarator', 'parameter_declaration', 'preproc_def']);

/** Visits the nodes of the given types under root, in pre-order. */
function forEachOfTypes(root: Node, types: ReadonlySet<string>, visit: (node: Node) => void): void {
  const cursor = root.walk();
  // Kinds by their numeric id, so most nodes cost no string.
  const wanted: (boolean | undefined)[] = [];
  try {
    for (;;) {
      const id = cursor.nodeTypeId;
      let hit = wanted[id];
      if (hit === undefined) hit = wanted[id] = types.has(cursor.nodeType);
      if (hit) visit(cursor.currentNode);
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return;
      }
    }
  } finally {
    cursor.delete();
  }
}

/** Constants read as their value, when no other declaration in the document has their name. */
function inlineConstants(roots: readonly Node[], constants: Map<string, { declaration: Node; value: Node }>, rewrites: Rewrites): void {
  const lengths = new Set([...constants.keys()].map((name) => name.length));
  const declared = new Map<string, number>();
  const references: Node[] = [];
  const kinds = new Set([...DECLARATORS, 'identifier', 'field_access']);
  for (const root of roots) {
    forEachOfTypes(root, kinds, (node) => {
      if (node.type === 'identifier') {
        if (lengths.has(node.endIndex - node.startIndex) && constants.has(node.text)) references.push(node);
      } else if (node.type === 'field_access') {
        const field = node.childForFieldName('field');
        if (field && lengths.has(field.endIndex - field.startIndex) && constants.has(field.text)) references.push(node);
      } else {
        const name = declaredName(node);
        if (name && constants.has(name)) declared.set(name, (declared.get(name) ?? 0) + 1);
      }
    });
  }
  for (const [name, constant] of constants) {
    if ((declared.get(name) ?? 0) !== 1) constants.delete(name);
    else rewrites.set(constant.declaration.id, null);
  }
  for (const node of references) {
    if (node.type === 'field_access') {
      const object = node.childForFieldName('object');
      const constant = constants.get(node.childForFieldName('field')!.text);
      if (constant && object && (object.type === 'identifier' || object.type === 'this')) rewrites.set(node.id, constant.value);
    } else {
      const constant = constants.get(node.text);
      // (A field_access rewritten whole is never tokenized inside, so its field needs no rewrite of its own.)
      if (constant && isRead(node)) rewrites.set(node.id, constant.value);
    }
  }
}

function declaredName(node: Node): string | null {
  switch (node.type) {
    case 'variable_declarator':
    case 'formal_parameter':
      return node.childForFieldName('name')?.text ?? null;
    case 'init_declarator':
    case 'parameter_declaration':
      return innermostName(node.childForFieldName('declarator'));
    case 'preproc_def':
      return node.childForFieldName('name')?.text ?? null;
    default:
      return null;
  }
}

function innermostName(declarator: Node | null): string | null {
  while (declarator && declarator.type !== 'identifier') declarator = declarator.childForFieldName('declarator');
  return declarator?.text ?? null;
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

/** Per function (by node id), its identifiers by name: found once, however many locals it declares. */
type Scopes = Map<number, Map<string, Node[]>>;

/** What a wrapper call wraps, or null. */
function unwrap(call: Node): Node | null {
  const object = call.childForFieldName('object');
  const name = call.childForFieldName('name')?.text ?? '';
  const args = call.childForFieldName('arguments');
  if (!object || !args) return null;
  if (args.namedChildCount === 0 && UNWRAPPING_METHODS.has(name)) return object;
  const wrappers = WRAPPER_CALLS.get(object.text);
  if (wrappers?.has(name) && args.namedChildCount >= 1) return args.namedChild(0);
  return null;
}

/** `T x = e; … x …` with x read once in its function: the declaration goes and the read reads `e`. */
function inlineOnceUsedLocal(declaration: Node, rewrites: Rewrites, scopes: Scopes): void {
  if (declaration.parent?.type === 'for_statement' || !isInStatementList(declaration)) return;
  const declarators = declaration.childrenForFieldName('declarator');
  if (declarators.length !== 1) return;
  const declarator = declarators[0]!;
  const name = declarator.type === 'variable_declarator' ? declarator.childForFieldName('name') : declarator.type === 'init_declarator' ? declarator.childForFieldName('declarator') : null;
  const value = declarator.childForFieldName('value');
  if (!name || name.type !== 'identifier' || !value || value.type === 'array_initializer' || value.type === 'initializer_list') return;
  // Only a value the declaration wraps (an extracted `Optional`): inlining every local read once makes the tiny
  // independent solutions of a task look alike (IR-Plag's macro ROC-AUC fell from 0.813 to 0.769).
  const literal = isLiteral(value);
  if (!literal && !isWrapping(declaration, value)) return;
  let scope: Node | null = declaration.parent;
  while (scope && !FUNCTIONS.has(scope.type)) scope = scope.parent;
  if (!scope) return;
  let names = scopes.get(scope.id);
  if (!names) {
    names = new Map();
    collectIdentifiers(scope, names);
    scopes.set(scope.id, names);
  }
  const uses = (names.get(name.text) ?? []).filter((leaf) => leaf.id !== name.id);
  if (uses.length !== 1) return;
  const use = uses[0]!;
  if (use.startIndex < declaration.endIndex || !isRead(use)) return;
  rewrites.set(declaration.id, null);
  rewrites.set(use.id, value);
}

function isWrapping(declaration: Node, value: Node): boolean {
  const type = declaration.childForFieldName('type');
  if (type?.type === 'generic_type' && type.namedChild(0)?.text === 'Optional') return true;
  return value.type === 'method_invocation' && WRAPPER_CALLS.get(value.childForFieldName('object')?.text ?? '')?.has(value.childForFieldName('name')?.text ?? '') === true;
}

function isInStatementList(node: Node): boolean {
  const type = node.parent?.type;
  return type === 'block' || type === 'compound_statement' || type === 'switch_block_statement_group' || type === 'case_statement';
}

function collectIdentifiers(scope: Node, names: Map<string, Node[]>): void {
  forEachOfTypes(scope, IDENTIFIERS, (node) => {
    const list = names.get(node.text);
    if (list) list.push(node);
    else names.set(node.text, [node]);
  });
}
const IDENTIFIERS = new Set(['identifier']);

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

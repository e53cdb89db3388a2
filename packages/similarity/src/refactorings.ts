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
  const declared = new Map<string, number>();
  const constants = new Map<string, { declaration: Node; value: Node }>();
  for (const root of roots) collectDeclarations(root, declared, constants);
  for (const [name, constant] of constants) {
    if ((declared.get(name) ?? 0) !== 1) constants.delete(name);
    else rewrites.set(constant.declaration.id, null);
  }
  const scopes = new Map<number, Map<string, Node[]>>();
  for (const root of roots) rewrite(root, constants, rewrites, scopes);
  return rewrites;
}

/** Counts every declared name, and finds the constants with a literal value. */
function collectDeclarations(node: Node, declared: Map<string, number>, constants: Map<string, { declaration: Node; value: Node }>): void {
  const name = declaredName(node);
  if (name) declared.set(name, (declared.get(name) ?? 0) + 1);
  const constant = constantOf(node);
  if (constant) constants.set(constant.name, { declaration: node, value: constant.value });
  for (const child of node.namedChildren) collectDeclarations(child, declared, constants);
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

function rewrite(node: Node, constants: Map<string, { value: Node }>, rewrites: Rewrites, scopes: Scopes): void {
  switch (node.type) {
    case 'identifier': {
      const constant = constants.get(node.text);
      if (constant && isRead(node)) rewrites.set(node.id, constant.value);
      return;
    }
    case 'field_access': {
      const object = node.childForFieldName('object');
      const field = node.childForFieldName('field');
      const constant = field ? constants.get(field.text) : undefined;
      if (constant && object && (object.type === 'identifier' || object.type === 'this')) {
        rewrites.set(node.id, constant.value);
        return;
      }
      break;
    }
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
  }
  for (const child of node.namedChildren) rewrite(child, constants, rewrites, scopes);
}

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

function collectIdentifiers(node: Node, names: Map<string, Node[]>): void {
  if (node.childCount === 0) {
    if (node.type !== 'identifier') return;
    const list = names.get(node.text);
    if (list) list.push(node);
    else names.set(node.text, [node]);
    return;
  }
  for (const child of node.children) collectIdentifiers(child, names);
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

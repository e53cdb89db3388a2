import type { Node } from 'web-tree-sitter';
import { EFFECTS } from './node-kinds';

// Code that cannot affect what a program does, found before tokenizing so the tokenizer can skip it: variables
// that are written but never read (their declarations and plain assignments, when computing the value has no
// side effect), and private functions that are never called. Names are matched by text across the whole
// document, which is conservative: a name read anywhere keeps every write of it.

interface Candidate {
  node: Node;
  /** The identifier nodes that name what the statement writes (or the function defines). */
  targets: Node[];
}

/** The ids of the statements and functions to drop. */
export function findDeadCode(roots: readonly Node[]): Set<number> {
  const candidates: Candidate[] = [];
  const occurrences = new Map<string, number>();
  for (const root of roots) collect(root, occurrences, candidates);

  // A name's readers: its occurrences that are not a candidate's write.
  const writes = new Set<number>();
  const readers = new Map(occurrences);
  for (const candidate of candidates) {
    for (const target of candidate.targets) {
      writes.add(target.id);
      readers.set(target.text, (readers.get(target.text) ?? 0) - 1);
    }
  }
  const dead = new Set<number>();
  const goneLeaves = new Set<number>();
  // Dropping one statement may leave the names it read unread: repeat until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const candidate of candidates) {
      if (dead.has(candidate.node.id)) continue;
      if (candidate.targets.some((target) => (readers.get(target.text) ?? 0) > 0)) continue;
      dead.add(candidate.node.id);
      changed = true;
      // Its reads go (once, even when a statement inside it goes too).
      forEachIdentifier(candidate.node, (leaf) => {
        if (goneLeaves.has(leaf.id)) return;
        goneLeaves.add(leaf.id);
        if (!writes.has(leaf.id)) readers.set(leaf.text, (readers.get(leaf.text) ?? 0) - 1);
      });
    }
  }
  return dead;
}

function collect(node: Node, occurrences: Map<string, number>, candidates: Candidate[]): void {
  const candidate = candidateOf(node);
  if (candidate) candidates.push(candidate);
  if (node.childCount === 0) {
    if (node.type.endsWith('identifier')) occurrences.set(node.text, (occurrences.get(node.text) ?? 0) + 1);
    return;
  }
  for (const child of node.children) collect(child, occurrences, candidates);
}

function forEachIdentifier(node: Node, visit: (leaf: Node) => void): void {
  if (node.childCount === 0) {
    if (node.type.endsWith('identifier')) visit(node);
    return;
  }
  for (const child of node.children) forEachIdentifier(child, visit);
}

function candidateOf(node: Node): Candidate | null {
  switch (node.type) {
    case 'local_variable_declaration':
    case 'lexical_declaration':
    case 'variable_declaration':
      return declaration(node, node.namedChildren.filter((child) => child.type === 'variable_declarator'));
    case 'declaration':
      // C and C++: only inside a function (a global may be read by another translation unit).
      if (!node.parent || node.parent.type !== 'compound_statement') return null;
      return declaration(node, node.childrenForFieldName('declarator'));
    case 'expression_statement':
      return assignment(node);
    case 'method_declaration':
    case 'method_definition':
    case 'function_definition':
      return privateFunction(node);
    default:
      return null;
  }
}

function declaration(node: Node, declarators: (Node | null)[]): Candidate | null {
  const targets: Node[] = [];
  for (const declarator of declarators) {
    if (!declarator) return null;
    let name: Node | null = declarator;
    let value: Node | null = null;
    if (declarator.type === 'variable_declarator' || declarator.type === 'init_declarator') {
      name = declarator.childForFieldName(declarator.type === 'init_declarator' ? 'declarator' : 'name');
      value = declarator.childForFieldName('value');
    }
    if (!name || name.type !== 'identifier') return null;
    if (value && hasEffect(value)) return null;
    targets.push(name);
  }
  return targets.length > 0 ? { node, targets } : null;
}

function assignment(statement: Node): Candidate | null {
  if (statement.namedChildCount !== 1) return null;
  const expression = statement.namedChild(0);
  if (!expression) return null;
  switch (expression.type) {
    case 'assignment':
    case 'assignment_expression':
    case 'augmented_assignment':
    case 'augmented_assignment_expression': {
      const left = expression.childForFieldName('left');
      const right = expression.childForFieldName('right');
      if (!left || left.type !== 'identifier' || (right && hasEffect(right))) return null;
      return { node: statement, targets: [left] };
    }
    case 'update_expression': {
      const argument = expression.childForFieldName('argument') ?? expression.namedChild(0);
      if (!argument || argument.type !== 'identifier') return null;
      return { node: statement, targets: [argument] };
    }
    default:
      return null;
  }
}

/** A function only its own class or file can call: Java/TypeScript `private`, C `static`, Python `_name`. */
function privateFunction(node: Node): Candidate | null {
  let name: Node | null = node.childForFieldName('name');
  let isPrivate: boolean;
  if (node.type === 'function_definition' && !name) {
    // C and C++: the name sits inside the declarator; `static` makes it private to the file.
    let declarator = node.childForFieldName('declarator');
    while (declarator && declarator.type !== 'identifier') declarator = declarator.childForFieldName('declarator');
    name = declarator;
    isPrivate = node.children.some((child) => child.type === 'storage_class_specifier' && child.text === 'static');
  } else if (node.type === 'function_definition') {
    // Python: a leading underscore, but not the special methods the language itself calls.
    isPrivate = !!name && name.text.startsWith('_') && !name.text.endsWith('__');
  } else {
    isPrivate =
      name?.type === 'private_property_identifier' ||
      node.children.some(
        (child) =>
          (child.type === 'modifiers' && /\bprivate\b/.test(child.text)) ||
          (child.type === 'accessibility_modifier' && child.text === 'private'),
      );
  }
  if (!name || !isPrivate || name.text === 'main') return null;
  return { node, targets: [name] };
}

function hasEffect(node: Node): boolean {
  if (EFFECTS.has(node.type)) return true;
  for (const child of node.children) if (hasEffect(child)) return true;
  return false;
}

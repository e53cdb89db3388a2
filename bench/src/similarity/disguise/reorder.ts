// Member reordering: the methods, constructors and nested types of every class body, and the top-level types of
// the file, are shuffled. Fields keep their places (their initializers may depend on one another's order), and
// each member moves with the comments and blank lines before it.
import type { Node } from 'web-tree-sitter';
import type { JavaParser } from '../java-syntax';
import type { Random } from '@marginalia/similarity/testing';
import { assemble, type MarkedText, type Piece } from './marked-text';

const MOVABLE = new Set([
  'method_declaration', 'constructor_declaration', 'class_declaration', 'interface_declaration', 'enum_declaration',
  'record_declaration',
]);
const MEMBER_LISTS = new Set(['program', 'class_body', 'interface_body', 'enum_body_declarations']);

interface Chunk {
  from: number;
  to: number;
  movable: boolean;
  name: string;
}

/** The members of a list as chunks: each from the end of the previous member (its line's end) to its own end. */
function chunksOf(list: Node, text: string): Chunk[] {
  const members = list.namedChildren.filter((child): child is Node => child !== null && !child.type.endsWith('comment'));
  const chunks: Chunk[] = [];
  let from = list.type === 'program' ? 0 : list.startIndex + 1;
  for (const member of members) {
    // A member ends at its line's end when nothing but spaces follows it there.
    let to = member.endIndex;
    const rest = /^[ \t]*\n/.exec(text.slice(to));
    if (rest) to += rest[0].length;
    if (from > member.startIndex) from = member.startIndex;
    chunks.push({ from, to, movable: MOVABLE.has(member.type), name: member.childForFieldName('name')?.text ?? member.type });
    from = to;
  }
  return chunks;
}

export interface Reordered {
  marked: MarkedText;
  /** Member names per list, before and after (for checks). */
  orders: Array<{ before: string[]; after: string[] }>;
}

export function reorderMembers(input: MarkedText, parser: JavaParser, random: Random): Reordered {
  const tree = parser.parse(input.text);
  try {
    // Lists nest (class bodies inside the program, nested classes inside those): each is rebuilt recursively.
    const orders: Reordered['orders'] = [];
    const pieces = rebuild(tree.rootNode, input.text, random, orders);
    return { marked: assemble(input, pieces), orders };
  } finally {
    tree.delete();
  }
}

/** The pieces of `node`'s text with every member list inside it reordered. */
function rebuild(node: Node, text: string, random: Random, orders: Reordered['orders']): Piece[] {
  if (!MEMBER_LISTS.has(node.type)) {
    const pieces: Piece[] = [];
    let at = node.startIndex;
    for (const list of nestedLists(node)) {
      pieces.push({ from: at, to: list.startIndex }, ...rebuild(list, text, random, orders));
      at = list.endIndex;
    }
    pieces.push({ from: at, to: node.endIndex });
    return pieces;
  }
  const chunks = chunksOf(node, text);
  const slots = chunks.map((chunk, index) => (chunk.movable ? index : -1)).filter((index) => index >= 0);
  const shuffled = random.shuffle(slots);
  const order = chunks.map((_, index) => index);
  slots.forEach((slot, i) => (order[slot] = shuffled[i]!));
  orders.push({ before: chunks.map((chunk) => chunk.name), after: order.map((index) => chunks[index]!.name) });
  const members = node.namedChildren.filter((child): child is Node => child !== null && !child.type.endsWith('comment'));
  const start = node.type === 'program' ? 0 : node.startIndex;
  const end = node.type === 'program' ? text.length : node.endIndex;
  const pieces: Piece[] = [];
  const firstFrom = chunks[0]?.from ?? end;
  pieces.push({ from: start, to: firstFrom });
  for (const index of order) {
    const chunk = chunks[index]!;
    pieces.push(...chunkPieces(chunk, members[index]!, text, random, orders));
  }
  pieces.push({ from: chunks.at(-1)?.to ?? firstFrom, to: end });
  return pieces;
}

/** A chunk's text, with the member lists inside its member reordered too. */
function chunkPieces(chunk: Chunk, member: Node, text: string, random: Random, orders: Reordered['orders']): Piece[] {
  const inner = nestedLists(member);
  if (inner.length === 0) return [{ from: chunk.from, to: chunk.to }];
  const pieces: Piece[] = [];
  let at = chunk.from;
  for (const list of inner) {
    pieces.push({ from: at, to: list.startIndex }, ...rebuild(list, text, random, orders));
    at = list.endIndex;
  }
  pieces.push({ from: at, to: chunk.to });
  return pieces;
}

/** The member lists inside `node` that are not inside another member list inside `node` (the next level down). */
function nestedLists(node: Node): Node[] {
  const found: Node[] = [];
  const visit = (at: Node) => {
    for (const child of at.namedChildren) {
      if (!child) continue;
      if (MEMBER_LISTS.has(child.type)) found.push(child);
      else visit(child);
    }
  };
  visit(node);
  return found;
}

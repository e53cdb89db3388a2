// Renaming: every identifier the program declares (types, methods, fields, locals, parameters) gets a new name,
// consistently at every use. Names the program does not declare (the library's) and the methods Java calls by
// name (main, overrides of Object and common interfaces) keep theirs.
import type { Node } from 'web-tree-sitter';
import type { JavaParser } from '../java-syntax';
import type { Random } from '@marginalia/similarity/testing';
import { applyEdits, type Edit, type MarkedText } from './marked-text';
import { NameMaker } from './names';

const DECLARING = new Set([
  'class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'method_declaration',
  'variable_declarator', 'formal_parameter', 'catch_formal_parameter', 'enhanced_for_statement', 'enum_constant',
  'spread_parameter', 'constructor_declaration',
]);

const KEPT = new Set([
  'main', 'toString', 'equals', 'hashCode', 'compareTo', 'compare', 'run', 'call', 'iterator', 'hasNext', 'next',
  'remove', 'get', 'set', 'apply', 'accept', 'test', 'clone', 'close', 'length', 'size', 'add', 'contains',
]);

const TYPE_DECLARATIONS = new Set(['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration']);

function isDeclaredName(node: Node): boolean {
  const parent = node.parent;
  if (!parent || !DECLARING.has(parent.type)) return false;
  const name = parent.childForFieldName('name');
  return name !== null && name.startIndex === node.startIndex;
}

function insideImport(node: Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'import_declaration' || at.type === 'package_declaration') return true;
  }
  return false;
}

/** `System.in`, `Math.max`: a member of a library type the program does not declare keeps its name. */
function memberOfLibraryType(node: Node, declared: Map<string, string>): boolean {
  const parent = node.parent;
  if (!parent || (parent.type !== 'field_access' && parent.type !== 'method_invocation')) return false;
  const member = parent.childForFieldName(parent.type === 'field_access' ? 'field' : 'name');
  if (!member || member.startIndex !== node.startIndex) return false;
  const object = parent.childForFieldName('object');
  return object !== null && (object.type === 'identifier' || object.type === 'type_identifier') && !declared.has(object.text);
}

export interface Renamed {
  marked: MarkedText;
  /** Old name -> new name. */
  names: Map<string, string>;
}

export function renameIdentifiers(input: MarkedText, parser: JavaParser, random: Random): Renamed {
  const tree = parser.parse(input.text);
  try {
    const identifiers = tree.rootNode.descendantsOfType(['identifier', 'type_identifier']).filter((node): node is Node => node !== null);
    const maker = new NameMaker(random, identifiers.map((node) => node.text));
    const names = new Map<string, string>();
    for (const node of identifiers) {
      if (!isDeclaredName(node) || KEPT.has(node.text) || names.has(node.text)) continue;
      const isType = TYPE_DECLARATIONS.has(node.parent!.type) || node.parent!.type === 'constructor_declaration';
      names.set(node.text, maker.make(isType ? 'type' : 'variable'));
    }
    const edits: Edit[] = [];
    for (const node of identifiers) {
      const renamed = names.get(node.text);
      if (renamed && !insideImport(node) && !memberOfLibraryType(node, names)) edits.push({ start: node.startIndex, end: node.endIndex, text: renamed, original: true });
    }
    return { marked: applyEdits(input, edits), names };
  } finally {
    tree.delete();
  }
}

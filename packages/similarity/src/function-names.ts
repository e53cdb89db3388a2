import type { Node } from 'web-tree-sitter';

// Names of functions where they are defined and where they are called, alike for every parsed language: dead
// code (dead-code.ts) and helper inlining (inline-helpers.ts) both match functions to their calls by name.

/** The name node of a function or method definition, or null for any other node. */
export function functionName(node: Node): Node | null {
  switch (node.type) {
    case 'method_declaration':
    case 'method_definition':
    case 'function_declaration':
      return node.childForFieldName('name');
    case 'function_definition': {
      const name = node.childForFieldName('name');
      if (name) return name;
      let declarator = node.childForFieldName('declarator');
      while (declarator && declarator.type !== 'identifier') declarator = declarator.childForFieldName('declarator');
      return declarator;
    }
    default:
      return null;
  }
}

/** The function a call calls when it is a plain name (or a method of `this`/`self`); '' for any other call. */
export function calleeName(node: Node): string | null {
  switch (node.type) {
    case 'method_invocation': {
      const object = node.childForFieldName('object');
      if (object && object.type !== 'this') return '';
      return node.childForFieldName('name')?.text ?? '';
    }
    case 'call_expression':
    case 'call': {
      const callee = node.childForFieldName('function');
      if (!callee) return '';
      if (callee.type === 'identifier') return callee.text;
      const object = callee.childForFieldName('object');
      const property = callee.childForFieldName('property') ?? callee.childForFieldName('attribute');
      if (object && property && (object.type === 'this' || object.text === 'self')) return property.text;
      return '';
    }
    default:
      return null;
  }
}

import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A function that keeps of a value what its contract names, as the contract's own parse would keep it. */
type Copy = (value: unknown) => unknown;

/** Values written as they are: the contract only checks them, and checking is for tests (below). */
const AS_IS = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null', 'date', 'any', 'unknown']);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Compiles a response contract into a copy that keeps what the contract names and drops every other field, as
 * zod's parse does (objects strip unknown keys), without checking each value. Null when the contract has a part
 * the copy does not handle (unions, transforms, records, lazy schemas…): such routes keep zod's serializer.
 */
export function compileCopy(schema: z.ZodType): Copy | null {
  const def = defOf(schema);
  if (AS_IS.has(def.type)) return (value) => value;
  switch (def.type) {
    case 'object': {
      // A loose object passes unknown keys on; the copy would have to decide which, so it leaves those to zod.
      if (def.catchall && defOf(def.catchall).type !== 'never') return null;
      const fields: [string, Copy][] = [];
      for (const [key, field] of Object.entries(def.shape!)) {
        const copy = compileCopy(field);
        if (!copy) return null;
        fields.push([key, copy]);
      }
      return (value) => {
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, copy] of fields) {
          const field = source[key];
          if (field !== undefined) out[key] = copy(field);
        }
        return out;
      };
    }
    case 'array': {
      const copy = compileCopy(def.element!);
      return copy && ((value) => (value as unknown[]).map(copy));
    }
    case 'nullable': {
      const copy = compileCopy(def.innerType!);
      return copy && ((value) => (value === null ? null : copy(value)));
    }
    case 'optional': {
      const copy = compileCopy(def.innerType!);
      return copy && ((value) => (value === undefined ? undefined : copy(value)));
    }
    default:
      return null;
  }
}

type SerializerCompiler = typeof contractSerializerCompiler;
type RouteSchema = Parameters<SerializerCompiler>[0];

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * Answers are written from the contracts without checking them again: the data comes from our own queries, and
 * zod's check of every answer was a serializer's whole cost. `checked` (RESPONSE_VALIDATION, on in tests) checks
 * each answer with zod as before, so a wrong shape still fails, and fails too when the compiled copy would have
 * written anything other than zod's answer, so every API test also tests the copy.
 */
export function responseSerializerCompiler(checked: boolean): SerializerCompiler {
  return (route: RouteSchema) => {
    const byContract = contractSerializerCompiler(route);
    const copy = isZod(route.schema) ? compileCopy(route.schema) : null;
    if (!copy) return byContract;
    if (!checked) return (data) => JSON.stringify(copy(data));
    return (data) => {
      const expected = byContract(data);
      const written = JSON.stringify(copy(data));
      if (!isDeepStrictEqual(JSON.parse(written) as unknown, JSON.parse(expected) as unknown)) {
        throw new Error(`The compiled answer of ${route.method} ${route.url} differs from its contract's: ${written} instead of ${expected}`);
      }
      return expected;
    };
  };
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Comment } from '@marginalia/contracts';
import { compileCopy, responseSerializerCompiler } from './response-serializer';

const Thing = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  extra: z.string().optional(),
  parts: z.array(z.object({ label: z.string(), at: z.iso.datetime() })),
  owner: z.object({ email: z.string() }).nullable(),
});

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/things/:id/', httpStatus: '200' }) as Parameters<ReturnType<typeof responseSerializerCompiler>>[0];

const stored = {
  id: 7,
  name: 'seven',
  note: null,
  parts: [{ label: 'a', at: '2026-01-01T00:00:00.000Z', secret: 'row column' }],
  owner: { email: 'a@example.edu', passwordHash: 'x' },
  passwordHash: 'never sent',
};
const answer = {
  id: 7,
  name: 'seven',
  note: null,
  parts: [{ label: 'a', at: '2026-01-01T00:00:00.000Z' }],
  owner: { email: 'a@example.edu' },
};

describe('answers written from the contracts', () => {
  it('drop every field the contract does not name, at any depth, as zod does', () => {
    const production = responseSerializerCompiler(false)(route(Thing));
    const checked = responseSerializerCompiler(true)(route(Thing));
    expect(JSON.parse(production(stored))).toEqual(answer);
    expect(JSON.parse(checked(stored))).toEqual(answer);
    // The same bytes as zod's answer: the contract's fields in the contract's order.
    const withExtra = { ...stored, owner: null, extra: 'kept' };
    expect(production(withExtra)).toBe(checked(withExtra));
    expect(JSON.parse(production(withExtra))).toEqual({ ...answer, extra: 'kept', owner: null });
  });

  it('still fail on a wrong shape where answers are checked (tests)', () => {
    const checked = responseSerializerCompiler(true)(route(Thing));
    expect(() => checked({ ...stored, id: 'seven' })).toThrow();
    expect(() => checked({ ...stored, name: undefined })).toThrow();
    expect(() => checked({ ...stored, parts: [{ label: 'a', at: 'yesterday' }] })).toThrow();
  });

  it('keep zod for contracts the copy does not handle (unions, transforms, loose objects)', () => {
    expect(compileCopy(z.union([z.array(Thing), z.object({ results: z.array(Thing) })]))).toBeNull();
    expect(compileCopy(z.object({ at: z.string().transform((value) => value.trim()) }))).toBeNull();
    expect(compileCopy(z.looseObject({ id: z.number() }))).toBeNull();
    const union = responseSerializerCompiler(false)(route(z.union([z.array(Thing), z.object({ count: z.number() })])));
    expect(JSON.parse(union([stored]))).toEqual([answer]);
    expect(() => union([{ ...stored, id: 'seven' }])).toThrow();
  });

  it('compile the detail routes’ contracts', () => {
    expect(compileCopy(Comment)).not.toBeNull();
  });
});

import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs every `query()` as six protocol messages (parse, describe the statement, bind, describe the portal,
 * execute, sync), each a trip through the WASM engine, and the statement is parsed and planned anew every time: a
 * one-row read by primary key cost 10-25 ms that way on the benchmark machine, against 1-3 ms for a statement
 * parsed once (bench/README.md, "Where the time goes: the API"). Here each statement text is parsed once into a
 * named statement of PGlite's one session, with its parameter types and row description kept, and every later
 * call sends bind, execute and sync in one trip. The same SQL text always means the same statement, so a kept
 * statement cannot answer differently than a fresh one; the rows are decoded by PGlite's own result parser.
 *
 * Statements run inside a transaction (drizzle hands those to the transaction's own `query`) keep PGlite's path.
 */
const MAX_STATEMENTS = 500;

type Messages = Parameters<typeof parse.parseResults>[0];
type QueryOptions = Parameters<PGlite['query']>[2];
type Parsers = Parameters<typeof parse.parseResults>[1];

interface Statement {
  name: string;
  /** The parameters' type ids, which pick each value's serializer as PGlite's own query does. */
  paramTypes: number[];
  /** The row description (or "no data") message, put before the rows as PGlite's own query does. */
  description: Messages;
}

/** Internals of PGlite this relies on; its own `query()` is built from the same parts. */
interface PGliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parsers;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<Messages>;
  syncToFs(): Promise<void>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

const { serialize } = protocol;

/** Makes `client.query` keep its statements (see above); returns the same client. */
export function keepPgliteStatements(client: PGlite): PGlite {
  const pg = client as unknown as PGliteInternals & PGlite;
  const fresh = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;

  /**
   * PGlite's result parser copies its ~300 type parsers into a new object on every call that brings parsers of
   * its own, as drizzle's every query does. Drizzle's options object lives as long as its prepared query, so the
   * merged parsers are made once per options object (and forgotten with it).
   */
  const decodings = new WeakMap<object, { parsers: Parsers; options: QueryOptions }>();
  function decodingFor(options: QueryOptions): { parsers: Parsers; options: QueryOptions } {
    if (!options?.parsers) return { parsers: pg.parsers, options };
    let decoding = decodings.get(options);
    if (!decoding) {
      decoding = { parsers: { ...pg.parsers, ...options.parsers }, options: { ...options, parsers: undefined } };
      decodings.set(options, decoding);
    }
    return decoding;
  }

  async function prepare(text: string, options: QueryOptions): Promise<Statement> {
    const name = `marginalia_${++counter}`;
    const described = await pg.execProtocolStream(
      concat([serialize.parse({ name, text, types: options?.paramTypes ?? [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const paramTypes = parse.parseDescribeStatementResults(described);
    const description = described.filter((message) => message.name === 'rowDescription' || message.name === 'noData');
    return { name, paramTypes, description };
  }

  async function forget(statement: Statement): Promise<void> {
    await pg.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions) {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so that the oldest is the one forgotten when the cache is full.
      statements.delete(text);
    } else {
      statement = await prepare(text, options);
      if (statements.size >= MAX_STATEMENTS) {
        const [oldestText, oldest] = statements.entries().next().value!;
        statements.delete(oldestText);
        await forget(oldest);
      }
    }
    statements.set(text, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[statement.paramTypes[i]!] ?? pg.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    const [bindComplete, ...rest] = messages;
    const decoding = decodingFor(options);
    const [result] = parse.parseResults([bindComplete!, ...statement.description, ...rest], decoding.parsers, decoding.options);
    return result as Awaited<ReturnType<typeof client.query<T>>>;
  }

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    // Files sent along with a query (COPY) need PGlite's own path.
    if (options?.blob) return fresh<T>(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // A table the statement reads changed shape since it was parsed (a migration): parse it again, once.
          if ((error as { code?: string }).code !== '0A000' || !statements.has(text)) throw error;
          const stale = statements.get(text)!;
          statements.delete(text);
          await forget(stale);
          return await run<T>(text, params, options);
        } finally {
          await pg.syncToFs();
        }
      }),
    );
  }) as PGlite['query'];
  return client;
}

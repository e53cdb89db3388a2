import { Column, getTableColumns, is, SQL, sql, Table } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

// A select's fields answered as ONE JSON value built in SQL (json_build_object), then revived into exactly the
// object drizzle's row mapping would have made of the same fields. A wide row costs the database driver one text
// column to decode and one JSON.parse instead of a typed decoding per column and drizzle's mapping of each (bench/
// README.md, "Detail routes, third round"; docs/ARCHITECTURE.md, "One JSON value per detail read").
//
// Reviving applies each field's own driver mapping (drizzle's mapFromDriverValue, as the row mapping does) to what
// JSON wrote for it: a timestamp arrives as ISO text and becomes the same Date (both paths truncate to
// milliseconds), a numeric/bigint in number mode the same Number, arrays stay arrays. JSON columns are already
// values in the JSON and are left as they are. A null stays null without its mapping, as in drizzle.

/** Fields of a select: columns, SQL expressions, whole tables, or nested objects of these. */
export interface JsonFields {
  [key: string]: Column | SQL | SQL.Aliased | Table | JsonFields;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** The fields to revive: a path of keys, and the mapping of its leaf. */
type Revival = { path: string[]; decoder: Decoder };

const jsonColumn = (field: Column) => field.dataType === 'json';

function buildObject(fields: Record<string, unknown>, path: string[], revivals: Revival[], nullWhen: Record<string, Column>): SQL {
  const pairs: SQL[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const at = [...path, key];
    let value: SQL;
    if (is(field, Column)) {
      if (!jsonColumn(field)) revivals.push({ path: at, decoder: field });
      value = sql`${field}`;
    } else if (is(field, SQL) || is(field, SQL.Aliased)) {
      const expression = is(field, SQL) ? field : field.sql;
      // drizzle keeps an expression's mapping (`mapWith`) on it without typing it as public.
      const decoder = (expression as unknown as { decoder?: Decoder }).decoder;
      if (decoder) revivals.push({ path: at, decoder });
      value = expression;
    } else if (is(field, Table)) {
      value = buildObject(getTableColumns(field), at, revivals, {});
    } else {
      value = buildObject(field as Record<string, unknown>, at, revivals, {});
    }
    const missingWhen = path.length === 0 ? nullWhen[key] : undefined;
    if (missingWhen) value = sql`case when ${missingWhen} is null then null else ${value} end`;
    pairs.push(sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${value}`);
  }
  // json_build_object takes at most 100 arguments: a level of more than 50 fields would have to be nested.
  if (pairs.length > 50) throw new Error(`json_build_object: ${pairs.length} fields at one level (at most 50)`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

type Revived<T extends JsonFields, N extends Partial<Record<keyof T, Column>>> = SelectResultFields<T> extends infer R
  ? { [K in keyof R]: K extends keyof N ? (N[K] extends Column ? R[K] | null : R[K]) : R[K] }
  : never;

export interface JsonRow<T extends JsonFields, N extends Partial<Record<keyof T, Column>>> {
  /** The fields as given: a select of them maps, row by row, to what revive() makes of the JSON value. */
  fields: T;
  /** The JSON value to select (as the statement's one column). */
  sql: SQL<unknown>;
  /** The object drizzle would have mapped from the same fields, from the JSON the driver parsed. */
  revive(value: unknown): Revived<T, N>;
}

/**
 * `fields` as one JSON value; `nullWhen` names top-level groups read through a left join, null (as drizzle makes
 * them) when the given column of the joined table is null.
 */
export function jsonRow<T extends JsonFields, N extends Partial<Record<keyof T, Column>> = Record<never, Column>>(
  fields: T,
  nullWhen: N = {} as N,
): JsonRow<T, N> {
  const revivals: Revival[] = [];
  const built = buildObject(fields, [], revivals, nullWhen as Record<string, Column>);
  return {
    fields,
    sql: built,
    revive(value) {
      const row = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
      for (const { path, decoder } of revivals) {
        let node: Record<string, unknown> | null = row;
        for (let i = 0; i < path.length - 1 && node; i += 1) node = node[path[i]!] as Record<string, unknown> | null;
        if (!node) continue; // a group that is null as a whole (nullWhen)
        const key = path[path.length - 1]!;
        const leaf = node[key];
        if (leaf !== null && leaf !== undefined) node[key] = decoder.mapFromDriverValue(leaf);
      }
      return row as Revived<T, N>;
    },
  };
}

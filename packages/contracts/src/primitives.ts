import { z } from 'zod';
import { LIMITS } from './constants';

/** Database ids: positive and within PostgreSQL's integer range, so a huge id is a 400, never a failed query. */
export const MAX_ID = 2_147_483_647;
export const Id = z
  .number()
  .int()
  .positive()
  .max(MAX_ID, { error: (issue) => `Invalid pk "${String(issue.input)}" - object does not exist.` });
export type Id = z.infer<typeof Id>;

/**
 * A whole number read from a query string, within [min, max]. Every integer a request carries is bounded by what
 * the column or the arithmetic behind it holds (an id by PostgreSQL's integer, a page by what its offset may
 * reach), so an out-of-range value is a 400 naming the parameter and never reaches SQL.
 */
export function boundedInt(min: number, max: number) {
  return z.coerce
    .number()
    .int({ error: 'A valid integer is required.', abort: true })
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`);
}

/** An id in a query string (`?organization=`, `?course=`). */
export const QueryId = boundedInt(1, MAX_ID);

/** `?page=` (from 1); its offset, at most MAX_ID pages of at most 1,000 rows, stays well within a bigint. */
export const PageNumber = boundedInt(1, MAX_ID);

/** `?page_size=` of a list that serves at most `max` rows a page. */
export const PageSize = (max: number) => boundedInt(1, max);

/** Ids in URL paths: digits only, positive, within Postgres' integer range. */
export const IdParam = z.coerce.number().int().positive().max(MAX_ID);

/** Users are referenced by e-mail, compared case-insensitively and stored lower-cased. */
export const Email = z
  .string()
  .trim()
  .max(LIMITS.email)
  .pipe(z.email({ message: 'Enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

/** A name typed by a person: trimmed, not blank, at most `limit` characters (course names, sections, ...). */
export function boundedName(limit: number) {
  return z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(limit, `Ensure this field has no more than ${limit} characters.`);
}

export const IsoDateTime = z.iso.datetime({ offset: true });

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { message: 'Unknown time zone.' });

/** The opt-in paging envelope of the API (docs/API.md rule 6). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const PageQuery = z.object({
  page: PageNumber.optional(),
  page_size: PageSize(1000).optional(),
});

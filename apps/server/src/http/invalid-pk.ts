import { IdParam, invalidPkMessage } from '@marginalia/contracts';
import { fieldErrors, HttpError } from './errors';

/**
 * A related object named in a request body that the caller cannot see is a bad field, not a 404:
 * `{"course": ['Invalid pk "7" - object does not exist.']}` as existing API clients know it.
 */
export async function asInvalidPk<T>(field: string, id: number, load: () => Promise<T>): Promise<T> {
  const unknown = fieldErrors({ [field]: [invalidPkMessage(id)] });
  // An id beyond the database's integer range names nothing (and would make the query fail).
  if (!IdParam.safeParse(id).success) throw unknown;
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw unknown;
    throw error;
  }
}

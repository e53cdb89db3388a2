import { Email, type RosterMap, type RosterMapUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors } from '../../http/errors';
import { loadCourseForAdmin } from '../courses/policy';
import { deleteAliases, listAliases, upsertAliases } from './queries';
import { withCourseWrite } from './service';
import { recordEvent } from '../audit/record';

export async function getRosterMap(db: Executor, courseId: number, user: AuthUser): Promise<RosterMap> {
  await loadCourseForAdmin(db, courseId, user);
  return Object.fromEntries(await listAliases(db, courseId));
}

/**
 * Merges the entries given into the map; an empty value removes its entry. Keys are e-mails too, compared
 * lower-cased like every e-mail, so a key that is not one is refused under its own name.
 */
export async function patchRosterMap(db: Database, courseId: number, user: AuthUser, update: RosterMapUpdate): Promise<RosterMap> {
  const upserts = new Map<string, string>();
  const deletions: string[] = [];
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(update)) {
    const alias = Email.safeParse(key);
    if (!alias.success) {
      errors[key] = alias.error.issues.map((issue) => issue.message);
      continue;
    }
    // A later spelling of the same address wins, as it would in a JSON object.
    upserts.delete(alias.data);
    if (value === '') deletions.push(alias.data);
    else upserts.set(alias.data, value);
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return withCourseWrite(db, courseId, user, async (tx) => {
    const removed = deletions.filter((alias) => !upserts.has(alias));
    await deleteAliases(tx, courseId, removed);
    await upsertAliases(tx, courseId, upserts);
    const data = { change: 'rosterMap', aliasesSet: upserts.size, aliasesRemoved: removed.length };
    await recordEvent(tx, user, { type: 'roster.changed', courseId, object: { type: 'course', id: courseId }, data });
    return Object.fromEntries(await listAliases(tx, courseId));
  });
}

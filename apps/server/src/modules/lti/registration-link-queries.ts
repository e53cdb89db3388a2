import { and, eq, gt, isNull } from 'drizzle-orm';
import { ltiRegistrationLinks, type Executor } from '@marginalia/db';

// Single-use Dynamic Registration links (registration-links.ts): only the code's hash is stored.

export type RegistrationLinkRow = typeof ltiRegistrationLinks.$inferSelect;

export async function insertRegistrationLink(db: Executor, values: typeof ltiRegistrationLinks.$inferInsert): Promise<RegistrationLinkRow> {
  const [row] = await db.insert(ltiRegistrationLinks).values(values).returning();
  return row!;
}

/** The link with this code hash while it is unused and unexpired. */
export async function selectUsableLink(db: Executor, codeHash: string, now: Date): Promise<RegistrationLinkRow | null> {
  const [row] = await db
    .select()
    .from(ltiRegistrationLinks)
    .where(and(eq(ltiRegistrationLinks.codeHash, codeHash), isNull(ltiRegistrationLinks.usedAt), gt(ltiRegistrationLinks.expiresAt, now)));
  return row ?? null;
}

/** Marks the link used by the registration it made; false when another request used it first (or it expired). */
export async function claimLink(db: Executor, id: number, platformId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(ltiRegistrationLinks)
    .set({ usedAt: now, platformId })
    .where(and(eq(ltiRegistrationLinks.id, id), isNull(ltiRegistrationLinks.usedAt), gt(ltiRegistrationLinks.expiresAt, now)))
    .returning({ id: ltiRegistrationLinks.id });
  return rows.length > 0;
}

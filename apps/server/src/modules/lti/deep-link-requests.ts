import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ltiDeepLinkRequests, type Executor } from '@marginalia/db';
import type { DeepLinkSettings } from './deep-link-claims';

// Deep-linking requests in progress (docs/LMS.md, "Deep Linking"): kept at the launch under a random reference the
// instructor's page names, read while they choose, and used up by the answer (or the cancel). A reference that was
// used, has expired or is someone else's does not exist.

/** Long enough to pick or create an assignment; the LMS's own dialog rarely waits longer. */
export const DEEP_LINK_REQUEST_LIFETIME_MS = 30 * 60 * 1000;

export type DeepLinkRequestRow = typeof ltiDeepLinkRequests.$inferSelect;

export async function keepDeepLinkRequest(
  tx: Executor,
  request: { platformId: number; deploymentId: string; courseId: number; userId: number; settings: DeepLinkSettings },
): Promise<string> {
  const ref = randomBytes(24).toString('base64url');
  const now = Date.now();
  // Expired requests of anyone are cleared as new ones come: nothing else reads them.
  await tx.delete(ltiDeepLinkRequests).where(lt(ltiDeepLinkRequests.expiresAt, new Date(now)));
  const { settings } = request;
  await tx.insert(ltiDeepLinkRequests).values({
    ref,
    platformId: request.platformId,
    deploymentId: request.deploymentId,
    courseId: request.courseId,
    userId: request.userId,
    returnUrl: settings.returnUrl,
    data: settings.data,
    acceptTypes: settings.acceptTypes,
    acceptMultiple: settings.acceptMultiple,
    title: settings.title,
    expiresAt: new Date(now + DEEP_LINK_REQUEST_LIFETIME_MS),
  });
  return ref;
}

const open = (ref: string, userId: number) =>
  and(eq(ltiDeepLinkRequests.ref, ref), eq(ltiDeepLinkRequests.userId, userId), isNull(ltiDeepLinkRequests.usedAt), gt(ltiDeepLinkRequests.expiresAt, new Date()));

/** The person's open request by its reference, or null. */
export async function findOpenDeepLinkRequest(db: Executor, ref: string, userId: number): Promise<DeepLinkRequestRow | null> {
  const [row] = await db.select().from(ltiDeepLinkRequests).where(open(ref, userId));
  return row ?? null;
}

/** Uses the request up; false when it was no longer open (used meanwhile, or expired). */
export async function useDeepLinkRequest(tx: Executor, ref: string, userId: number): Promise<boolean> {
  const used = await tx.update(ltiDeepLinkRequests).set({ usedAt: new Date() }).where(open(ref, userId)).returning({ ref: ltiDeepLinkRequests.ref });
  return used.length === 1;
}

import type { Database } from '@marginalia/db';
import { nextLink } from './nrps';
import type { PlatformRow } from './platform-queries';
import { callService, LmsServiceError } from './service-token';

// Assignment and Grade Services 2.0, the calls Marginalia makes (docs/LMS.md, "Grade passback"): look for our line
// item in a context's container (by our resource id and tag, every page followed), create it, and post one
// student's score. Each call's failure is an LmsServiceError whose status says whether a later try may help.

export const AGS_SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

export const AGS_MEDIA_TYPE = {
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItemContainer: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  score: 'application/vnd.ims.lis.v1.score+json',
} as const;

/** The tag our line items carry, with the assignment's id as their resource id (deep links use the same). */
export const LINE_ITEM_TAG = 'marginalia';
/** A container longer than this is not read further (a course has dozens of columns, not thousands of pages). */
const MAX_CONTAINER_PAGES = 50;

export interface LineItemRequest {
  label: string;
  scoreMaximum: number;
  resourceId: string;
  resourceLinkId?: string;
}

export interface ScoreRequest {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  timestamp: string;
}

async function failure(response: Response, what: string): Promise<LmsServiceError> {
  const body = await response.text().catch(() => '');
  return new LmsServiceError(`${what} answered ${response.status}${body ? `: ${body.slice(0, 300)}` : ''}`, response.status);
}

/** The scopes to ask for, among those the platform offered in its launches. */
export function lineItemScopes(offered: readonly string[]): string[] {
  return offered.includes(AGS_SCOPE.lineItem) ? [AGS_SCOPE.lineItem] : offered.includes(AGS_SCOPE.lineItemReadOnly) ? [AGS_SCOPE.lineItemReadOnly] : [];
}

/** The URL of the line item with our resource id in the container, if the LMS has one. */
export async function findLineItem(db: Database, platform: PlatformRow, scopes: readonly string[], containerUrl: string, resourceId: string): Promise<string | null> {
  const origin = new URL(containerUrl).origin;
  const first = new URL(containerUrl);
  first.searchParams.set('resource_id', resourceId);
  first.searchParams.set('tag', LINE_ITEM_TAG);
  let url: string | null = first.toString();
  for (let page = 1; url && page <= MAX_CONTAINER_PAGES; page += 1) {
    const response = await callService(db, platform, scopes, url, { headers: { accept: AGS_MEDIA_TYPE.lineItemContainer } });
    if (!response.ok) throw await failure(response, "The LMS's line items");
    const items = (await response.json().catch(() => null)) as unknown;
    if (!Array.isArray(items)) throw new LmsServiceError("The LMS's line items are not a JSON array.", 502);
    // Platforms may ignore the filters: the resource id is checked here.
    const found = items.find((item): item is { id: string } => typeof item?.id === 'string' && item.resourceId === resourceId);
    if (found) return found.id;
    const next = nextLink(response.headers.get('link'));
    url = next ? new URL(next, url).toString() : null;
    if (url && new URL(url).origin !== origin) throw new LmsServiceError(`The LMS's next page of line items is on another server (${new URL(url).origin}).`, 422);
  }
  return null;
}

export async function createLineItem(db: Database, platform: PlatformRow, containerUrl: string, item: LineItemRequest): Promise<string> {
  const response = await callService(db, platform, [AGS_SCOPE.lineItem], containerUrl, {
    method: 'POST',
    headers: { 'content-type': AGS_MEDIA_TYPE.lineItem, accept: AGS_MEDIA_TYPE.lineItem },
    body: JSON.stringify({ ...item, tag: LINE_ITEM_TAG }),
  });
  if (!response.ok) throw await failure(response, "The LMS's line items");
  const created = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (typeof created?.id !== 'string' || created.id === '') throw new LmsServiceError('The LMS created a line item but gave no id.', 502);
  return created.id;
}

/** The scores endpoint of a line item: its URL with `/scores` added to the path (the query kept, as AGS says). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/** Posts one score; an LmsServiceError says why the LMS did not take it. */
export async function postScore(db: Database, platform: PlatformRow, lineItemUrl: string, score: ScoreRequest): Promise<void> {
  const response = await callService(db, platform, [AGS_SCOPE.score], scoresUrl(lineItemUrl), {
    method: 'POST',
    headers: { 'content-type': AGS_MEDIA_TYPE.score },
    body: JSON.stringify({ ...score, activityProgress: 'Completed', gradingProgress: 'FullyGraded' }),
  });
  if (!response.ok) throw await failure(response, "The LMS's scores");
  await response.body?.cancel();
}

// The LMS gradebook as Assignment and Grade Services 2.0 sees it: line items per context (their id is their URL)
// and the latest score of each user on each line item. Scores are checked as a platform does; a score whose
// timestamp is not later than the one on record is refused with 400 (AGS lets a platform refuse or ignore it; the
// simulator refuses so a tool's stale score shows in tests) and kept in `refusedScores`.
import { ACTIVITY_PROGRESS, GRADING_PROGRESS } from './lti-vocabulary';
import type { LmsModel } from './lms-model';

export interface LineItem {
  id: string;
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  tag?: string;
  resourceLinkId?: string;
  startDateTime?: string;
  endDateTime?: string;
}

export interface Score {
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  comment?: string;
  timestamp: string;
  activityProgress: string;
  gradingProgress: string;
}

export interface RefusedScore {
  lineItemId: string;
  body: unknown;
  reason: string;
}

export class AgsInputError extends Error {}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AgsInputError(`${name} must be a string`);
  return value;
}

export class AgsStore {
  private readonly items = new Map<string, { contextId: string; item: LineItem }>();
  private readonly scores = new Map<string, Map<string, Score>>();
  private nextId = 1;
  /** How many line items were created through the API (two racing creators must make this 1, not 2). */
  lineItemCreations = 0;
  readonly refusedScores: RefusedScore[] = [];

  constructor(
    private readonly url: string,
    private readonly model: LmsModel,
  ) {}

  containerUrl(contextId: string): string {
    return `${this.url}/contexts/${encodeURIComponent(contextId)}/lineitems`;
  }

  lineItemsOf(contextId: string): LineItem[] {
    return [...this.items.values()].filter((entry) => entry.contextId === contextId).map((entry) => entry.item);
  }

  lineItem(contextId: string, id: string): LineItem | undefined {
    const entry = this.items.get(id);
    return entry && entry.contextId === contextId ? entry.item : undefined;
  }

  /** Validates a line item body (POST or PUT) and returns its fields. */
  private readLineItem(contextId: string, body: unknown): Omit<LineItem, 'id'> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AgsInputError('the body must be a JSON line item');
    const fields = body as Record<string, unknown>;
    const label = fields.label;
    if (typeof label !== 'string' || label.trim() === '') throw new AgsInputError('label is required');
    const scoreMaximum = fields.scoreMaximum;
    if (typeof scoreMaximum !== 'number' || !(scoreMaximum > 0)) throw new AgsInputError('scoreMaximum must be a number greater than 0');
    const resourceLinkId = optionalString(fields, 'resourceLinkId');
    if (resourceLinkId !== undefined && this.model.resourceLinks.get(resourceLinkId)?.contextId !== contextId) {
      throw new AgsInputError(`resourceLinkId ${resourceLinkId} is not a resource link of this context`);
    }
    return {
      label,
      scoreMaximum,
      resourceId: optionalString(fields, 'resourceId'),
      tag: optionalString(fields, 'tag'),
      resourceLinkId,
      startDateTime: optionalString(fields, 'startDateTime'),
      endDateTime: optionalString(fields, 'endDateTime'),
    };
  }

  /** Adds a line item as the LMS's own gradebook would (not counted as a creation by the tool). */
  seedLineItem(contextId: string, fields: Omit<LineItem, 'id'>): LineItem {
    this.model.context(contextId);
    const item: LineItem = { id: `${this.containerUrl(contextId)}/${this.nextId++}`, ...fields };
    this.items.set(item.id, { contextId, item });
    return item;
  }

  create(contextId: string, body: unknown): LineItem {
    const item = this.seedLineItem(contextId, this.readLineItem(contextId, body));
    this.lineItemCreations += 1;
    return item;
  }

  update(contextId: string, id: string, body: unknown): LineItem {
    const fields = this.readLineItem(contextId, body);
    const item: LineItem = { id, ...fields };
    this.items.set(id, { contextId, item });
    return item;
  }

  remove(id: string): void {
    this.items.delete(id);
    this.scores.delete(id);
  }

  /** Records a score as the gradebook's latest for that user, or throws AgsInputError saying why a platform refuses it. */
  postScore(contextId: string, lineItemId: string, body: unknown): Score {
    try {
      const score = this.readScore(contextId, lineItemId, body);
      const byUser = this.scores.get(lineItemId) ?? new Map<string, Score>();
      byUser.set(score.userId, score);
      this.scores.set(lineItemId, byUser);
      return score;
    } catch (error) {
      if (error instanceof AgsInputError) this.refusedScores.push({ lineItemId, body, reason: error.message });
      throw error;
    }
  }

  private readScore(contextId: string, lineItemId: string, body: unknown): Score {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AgsInputError('the body must be a JSON score');
    const fields = body as Record<string, unknown>;
    const userId = fields.userId;
    if (typeof userId !== 'string' || userId === '') throw new AgsInputError('userId is required');
    if (!this.model.membership(contextId, userId)) throw new AgsInputError(`userId ${userId} is not a member of this context`);
    const scoreGiven = fields.scoreGiven;
    const scoreMaximum = fields.scoreMaximum;
    if (scoreGiven !== undefined && (typeof scoreGiven !== 'number' || scoreGiven < 0)) throw new AgsInputError('scoreGiven must be a number of 0 or more');
    if (scoreMaximum !== undefined && (typeof scoreMaximum !== 'number' || !(scoreMaximum > 0))) throw new AgsInputError('scoreMaximum must be a number greater than 0');
    if (scoreGiven !== undefined && scoreMaximum === undefined) throw new AgsInputError('scoreMaximum is required with scoreGiven');
    const activityProgress = fields.activityProgress;
    if (!ACTIVITY_PROGRESS.includes(activityProgress as never)) throw new AgsInputError(`activityProgress must be one of ${ACTIVITY_PROGRESS.join(', ')}`);
    const gradingProgress = fields.gradingProgress;
    if (!GRADING_PROGRESS.includes(gradingProgress as never)) throw new AgsInputError(`gradingProgress must be one of ${GRADING_PROGRESS.join(', ')}`);
    const timestamp = fields.timestamp;
    if (typeof timestamp !== 'string' || !ISO_8601.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
      throw new AgsInputError('timestamp must be an ISO 8601 date-time with a time zone');
    }
    const previous = this.scores.get(lineItemId)?.get(userId);
    if (previous && Date.parse(timestamp) <= Date.parse(previous.timestamp)) {
      throw new AgsInputError(`timestamp ${timestamp} is not later than the score on record (${previous.timestamp})`);
    }
    const comment = optionalString(fields, 'comment');
    const score: Score = { userId, timestamp, activityProgress: activityProgress as string, gradingProgress: gradingProgress as string };
    if (scoreGiven !== undefined) score.scoreGiven = scoreGiven as number;
    if (scoreMaximum !== undefined) score.scoreMaximum = scoreMaximum as number;
    if (comment !== undefined) score.comment = comment;
    return score;
  }

  /** What the gradebook shows for a line item: the latest score of each user, in the order users were first scored. */
  gradebook(lineItemId: string): Score[] {
    return [...(this.scores.get(lineItemId)?.values() ?? [])];
  }
}

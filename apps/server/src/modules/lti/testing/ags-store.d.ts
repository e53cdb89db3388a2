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
export declare class AgsInputError extends Error {
}
export declare class AgsStore {
    private readonly url;
    private readonly model;
    private readonly items;
    private readonly scores;
    private nextId;
    /** How many line items were created through the API (two racing creators must make this 1, not 2). */
    lineItemCreations: number;
    readonly refusedScores: RefusedScore[];
    constructor(url: string, model: LmsModel);
    containerUrl(contextId: string): string;
    lineItemsOf(contextId: string): LineItem[];
    lineItem(contextId: string, id: string): LineItem | undefined;
    /** Validates a line item body (POST or PUT) and returns its fields. */
    private readLineItem;
    /** Adds a line item as the LMS's own gradebook would (not counted as a creation by the tool). */
    seedLineItem(contextId: string, fields: Omit<LineItem, 'id'>): LineItem;
    create(contextId: string, body: unknown): LineItem;
    update(contextId: string, id: string, body: unknown): LineItem;
    remove(id: string): void;
    /** Records a score as the gradebook's latest for that user, or throws AgsInputError saying why a platform refuses it. */
    postScore(contextId: string, lineItemId: string, body: unknown): Score;
    private readScore;
    /** What the gradebook shows for a line item: the latest score of each user, in the order users were first scored. */
    gradebook(lineItemId: string): Score[];
}

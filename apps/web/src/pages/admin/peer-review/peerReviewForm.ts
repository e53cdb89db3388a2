import type { PeerReviewSettings, PeerReviewSettingsUpdate } from '@marginalia/contracts';
import { fromZonedInput, toZonedInput } from '../assignments/dates/zonedTime';

// The peer-review settings form: its values (times as wall-clock text in the course's zone, the weight as a
// percentage) and what a save sends — only the settings the admin changed, so a save never undoes a change made
// elsewhere meanwhile, and an open review is not sent the settings it refuses to change.

export const PEER_REVIEW_FIELDS = [
  'enabled',
  'reviewsPerStudent',
  'opensAt',
  'closesAt',
  'anonymity',
  'rubric',
  'weight',
  'approval',
  'minComments',
] as const satisfies readonly (keyof PeerReviewSettings)[];

export type PeerReviewField = (typeof PEER_REVIEW_FIELDS)[number];

export type PeerReviewFormValues = Omit<PeerReviewSettings, 'opensAt' | 'closesAt' | 'weight'> & {
  opensAt: string;
  closesAt: string;
  /** Whole percent, 0 to 100. */
  weight: number;
};

const DATE_FIELDS = ['opensAt', 'closesAt'] as const;
const PLAIN_FIELDS = ['enabled', 'reviewsPerStudent', 'anonymity', 'rubric', 'approval', 'minComments'] as const;

/** The weight as the form shows it; rounded, so 0.07 reads 7 and not 7.000000000000001. */
const percentOf = (weight: number) => Math.round(weight * 100);

export function peerReviewFormValues(settings: PeerReviewSettings, timeZone: string): PeerReviewFormValues {
  return {
    enabled: settings.enabled,
    reviewsPerStudent: settings.reviewsPerStudent,
    opensAt: toZonedInput(settings.opensAt, timeZone),
    closesAt: toZonedInput(settings.closesAt, timeZone),
    anonymity: settings.anonymity,
    rubric: settings.rubric,
    weight: percentOf(settings.weight),
    approval: settings.approval,
    minComments: settings.minComments,
  };
}

/** The settings whose form value differs from the stored one; an emptied time means "none" (null). */
export function changedPeerReviewSettings(settings: PeerReviewSettings, values: Partial<PeerReviewFormValues>, timeZone: string): PeerReviewSettingsUpdate {
  const changes: Record<string, unknown> = {};
  // An emptied number box holds null; it is sent as is, and the server's 400 then says so beside the field.
  for (const field of PLAIN_FIELDS) {
    if (values[field] !== undefined && values[field] !== settings[field]) changes[field] = values[field];
  }
  for (const field of DATE_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    // Compared as shown, so a stored time with seconds does not count as changed until it is edited.
    if (value !== toZonedInput(settings[field], timeZone)) changes[field] = value === '' ? null : fromZonedInput(value, timeZone);
  }
  if (values.weight !== undefined && values.weight !== percentOf(settings.weight)) {
    changes.weight = values.weight === null ? null : values.weight / 100;
  }
  return changes as PeerReviewSettingsUpdate;
}

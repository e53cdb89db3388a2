// Facts the legal texts and their tests share (docs/PRODUCT.md §9), so a change is made in one place.

export const LEGAL_LAST_UPDATED = 'November 22, 2026';

/** The youngest age at which a person may hold an account, by where they live. */
export const MINIMUM_AGES = {
  europeanUnion: 16,
  spainOrSouthKorea: 14,
  elsewhere: 13,
} as const;

export const GOVERNING_LAW = 'the State of New Jersey';

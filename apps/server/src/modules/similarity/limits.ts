import { SIMILARITY_HISTOGRAM_BUCKETS } from '@marginalia/contracts';

// How much of a check is kept and how much is aligned exactly (docs/SIMILARITY.md, "Checks").

/** Pairs below this score are not kept: they all fall in the histogram's first bucket anyway. */
export const PAIR_FLOOR = 1 / SIMILARITY_HISTOGRAM_BUCKETS;
/** At most this many pairs are kept per check, the most similar (reviewed pairs are always kept). */
export const PAIR_CAP = 5000;
/** The check aligns its most similar pairs exactly: this many, and every pair above ALIGN_ABOVE... */
export const ALIGN_TOP = 200;
export const ALIGN_ABOVE = 0.5;
/** ...but never more than this many in one run (other pairs are aligned when someone opens them). */
export const ALIGN_MAX = 1000;

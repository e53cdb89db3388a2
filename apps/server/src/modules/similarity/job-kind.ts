/** The background job that runs (or updates) a similarity check (docs/SIMILARITY.md, "Checks"). */
export const SIMILARITY_JOB_KIND = 'similarity.check';
/** A check interrupted by a lost worker is tried once more; a check that fails on its own ends failed at once. */
export const SIMILARITY_MAX_ATTEMPTS = 2;
/** After interactive work (uploads' runs), with bulk work: a check reads a whole assignment. */
export const SIMILARITY_PRIORITY = 10;

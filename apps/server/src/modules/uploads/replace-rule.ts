import { isPastDue } from './late-days';

// What a student's new upload may do to the submission they already have. Until the due date the work is
// still theirs to change: a grader who claimed it early loses the claim (the submission waits in the queue
// again) rather than the student losing the right to upload. After the due date a claimed submission is the
// grader's. Finished work is read-only to everyone until staff reopen it, due date or not: its grade may
// already be on its way to the student. Published work that staff reopened stays closed too: its students read
// the feedback as published while it is revised, and a new version would change the work under that feedback.

export type ReplaceVerdict = 'open' | 'releasesClaim' | 'locked';

export interface ReplaceState {
  graderId: number | null;
  isFinalized: boolean;
  beingRevised: boolean;
}

export function studentReplaceVerdict(submission: ReplaceState | null, dueDate: Date | null, now: Date): ReplaceVerdict {
  if (submission === null) return 'open';
  if (submission.isFinalized || submission.beingRevised) return 'locked';
  if (submission.graderId === null) return 'open';
  return isPastDue(dueDate, now) ? 'locked' : 'releasesClaim';
}

import type { Executor } from '@marginalia/db';
import type { Config } from '../../../core/config';
import { assignmentHasTests } from './runnable';
import { loadRunSettings } from '../environment/settings';
import { queueRun } from './enqueue';
import { countChargedUploadRuns } from './queries';

// A new upload starts a run when the assignment says so (runOnUpload) and has tests the autograder runs. A
// student's own uploads spend their runs (maxStudentTestRuns); past the limit the upload is still accepted,
// untested. Called inside the upload's transaction: the files and their run are stored together.

export interface UploadedWork {
  assignmentId: number;
  courseId: number;
  submissionId: number;
  uploaderId: number;
  /** The submission's student uploaded it (an admin uploading for students spends no runs). */
  byStudent: boolean;
}

export async function queueRunAfterUpload(tx: Executor, config: Config, work: UploadedWork): Promise<void> {
  const settings = await loadRunSettings(tx, config, work.assignmentId);
  if (!settings.runOnUpload) return;
  if (!(await assignmentHasTests(tx, work.assignmentId))) return;
  if (work.byStudent && settings.maxStudentTestRuns !== null) {
    if ((await countChargedUploadRuns(tx, work.submissionId)) >= settings.maxStudentTestRuns) return;
  }
  await queueRun(tx, {
    assignmentId: work.assignmentId,
    courseId: work.courseId,
    submissionId: work.submissionId,
    trigger: work.byStudent ? 'upload' : 'staff',
    triggeredById: work.uploaderId,
  });
}

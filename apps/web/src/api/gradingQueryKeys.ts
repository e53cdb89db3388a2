// The query keys of the grader console's reads (api/grading.ts), apart from the calls themselves so that a page that
// only refreshes them (the code view, until "Done & next" is used) does not load the calls and the schemas they check.
export const gradingQueryKeys = {
  assignments: (courseId: number) => ['courses', courseId, 'assignments'] as const,
  settings: (courseId: number) => ['courses', courseId, 'courseSettings'] as const,
  sections: (courseId: number) => ['sections', courseId, 'compact'] as const,
  /** Everything that changes when a submission is claimed, released or unfinalized. */
  assignmentState: (assignmentId: number) => ['grading', assignmentId] as const,
  queueLength: (assignmentId: number) => ['grading', assignmentId, 'queueLength'] as const,
  queueNext: (assignmentId: number) => ['grading', assignmentId, 'queueNext'] as const,
  overview: (assignmentId: number) => ['grading', assignmentId, 'overview'] as const,
};

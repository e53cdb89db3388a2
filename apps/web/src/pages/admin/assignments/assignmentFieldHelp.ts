import type { AssignmentField } from './assignmentForm';

// One label and one line of help per assignment setting, shared by the create dialog and the settings tab.

export const ASSIGNMENT_FIELD_TEXT: Record<AssignmentField, { label: string; help: string }> = {
  name: { label: 'Name', help: 'Unique in the course; it also names the assignment in this console’s links.' },
  points: { label: 'Points', help: 'The full score. Deductions are taken from it (unless grading is additive).' },
  isReleased: { label: 'Published', help: 'Students see the feedback on finalized submissions.' },
  isVisible: { label: 'Visible to students', help: 'Students see the assignment in their console.' },
  hideGrades: { label: 'Hide grades', help: 'Students see comments but not the grade.' },
  hideGradersFromStudents: { label: 'Hide graders from students', help: 'Students do not see who graded them.' },
  commentFeedback: { label: 'Comment feedback', help: 'Students can rate comments with thumbs up or down.' },
  allowRegradeRequests: { label: 'Regrade requests', help: 'Students can ask for a regrade of published feedback.' },
  regradeDeadline: { label: 'Regrade deadline', help: 'Last moment to ask for a regrade. Leave empty for no deadline.' },
  allowStudentUpload: { label: 'Student uploads', help: 'Students upload their own files.' },
  uploadDueDate: { label: 'Due date', help: 'Uploads after this are late. Leave empty for no due date.' },
  allowLateUploads: { label: 'Late uploads', help: 'Students can still upload after the due date; the upload is marked late.' },
  anonymousGrading: { label: 'Anonymous grading', help: 'Graders see pseudonyms instead of students’ names.' },
  additiveGrading: { label: 'Additive grading', help: 'Grades start at 0 and rubric points add up, instead of starting from the full score.' },
  forcedRubricMode: { label: 'Rubric comments only', help: 'Graders can only use rubric comments, not free comments with points.' },
  collaborativeRubricMode: { label: 'Collaborative rubric', help: 'Graders can add comments to the rubric while grading.' },
  showFrequentlyUsedRubricComments: { label: 'Show frequently used rubric comments', help: 'Graders see the comments used most, first.' },
  templateMode: { label: 'Template mode', help: 'Submissions are compared with the file templates; template code is dimmed.' },
  liveFeedbackMode: { label: 'Live feedback', help: 'Students see comments as soon as they are made, before publishing.' },
  gradeFrozen: {
    label: 'Freeze grades',
    help: 'Stored grades stop changing: comment, rubric and test changes count only once grades are unfrozen, and every change students had seen is then recorded in the grade history.',
  },
};

import type { RubricChoice } from '../model/types';

/** One line that names a rubric comment: its short name, else its text. */
export function rubricCommentTitle(choice: RubricChoice): string {
  return choice.rubricComment.name || choice.rubricComment.text;
}

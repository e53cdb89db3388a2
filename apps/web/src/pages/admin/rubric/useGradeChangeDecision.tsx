import { useCallback, type ReactElement } from 'react';
import { Modal } from 'antd';
import { GRADE_IMPACT_TEXTS, GradeImpact, gradeImpactQuestion, type RubricCommentImpactRequest } from '@marginalia/contracts';
import { fetchRubricCommentGradeImpact } from '../../../api/rubric';
import { ApiError } from '../../../api/errors';

// Editing the points of a rubric comment, or deleting it, can move grades that are already decided (finalized,
// maybe published and read by students). Before such a write the server says how many; the user decides with
// that count in front of them, and the write carries the count they agreed to. Should the count change in
// between (someone finalized another submission), the server refuses and the user is asked again.

/** The user chose not to change decided grades: nothing was written. */
export class GradeChangeDeclined extends Error {
  override readonly name = 'GradeChangeDeclined';
  constructor() {
    super('The grade change was not confirmed.');
  }
}

/** The fresh count a 409 answer carries, or null for any other failure. */
function staleCountOf(error: unknown): GradeImpact | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = GradeImpact.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

export interface GradeChangeDecision {
  /** Asks first when the change moves decided grades, then writes with the agreed count; rejects with GradeChangeDeclined when the user cancels. */
  decide<T>(commentId: number, request: Partial<RubricCommentImpactRequest>, write: (confirmedGrades: number) => Promise<T>): Promise<T>;
  holder: ReactElement;
}

export function useGradeChangeDecision(): GradeChangeDecision {
  const [modal, holder] = Modal.useModal();

  const ask = useCallback(
    (impact: GradeImpact, deleting: boolean) =>
      new Promise<boolean>((resolve) => {
        void modal.confirm({
          title: deleting ? GRADE_IMPACT_TEXTS.deleteTitle : GRADE_IMPACT_TEXTS.editTitle,
          content: gradeImpactQuestion(impact),
          okText: GRADE_IMPACT_TEXTS.confirm,
          okButtonProps: { danger: deleting },
          cancelText: GRADE_IMPACT_TEXTS.cancel,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  const decide = useCallback(
    async <T,>(commentId: number, request: Partial<RubricCommentImpactRequest>, write: (confirmedGrades: number) => Promise<T>): Promise<T> => {
      let impact = await fetchRubricCommentGradeImpact(commentId, request);
      for (;;) {
        if (impact.finalizedGrades > 0 && !(await ask(impact, request.delete === true))) throw new GradeChangeDeclined();
        try {
          return await write(impact.finalizedGrades);
        } catch (error) {
          const fresh = staleCountOf(error);
          if (!fresh) throw error;
          impact = fresh;
        }
      }
    },
    [ask],
  );

  return { decide, holder };
}

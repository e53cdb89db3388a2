import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { shownPoints, storedPoints } from '../../../points/pointSigns';
import type { CommentDraft, ReviewComment, RubricChoice } from '../model/types';
import { draftProblem, FORCED_RUBRIC_MESSAGE } from './commentRules';
import { NO_SAVE_ERRORS, saveErrorsOf, type SaveErrors } from './saveErrors';

export interface CommentDraftOptions {
  comment: ReviewComment;
  /** The rubric comment the comment links to now, if known (it may be missing from the choices). */
  rubric: RubricChoice | null;
  rubricChoices: RubricChoice[];
  forcedRubricMode: boolean;
  saveNonce?: number;
  onSave(draft: CommentDraft): Promise<void>;
  onDelete(): Promise<void>;
  /** Whether the editor holds changes not saved yet (false again when it closes), so the page does not drop them. */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * The comment being written: its fields, whether they differ from the saved comment (reported, so the page does not
 * drop them), and saving (checked by commentRules.ts first; Alt+S from the page bumps saveNonce) and deleting.
 */
export function useCommentDraft({ comment, rubric, rubricChoices, forcedRubricMode, saveNonce, onSave, onDelete, onDirtyChange }: CommentDraftOptions) {
  const [text, setText] = useState(comment.text);
  // Kept while a rubric comment is linked, so unlinking it gives the grader's own points back.
  const [points, setPoints] = useState<number | null>(comment.rubricComment === null ? shownPoints(comment.pointDelta) : null);
  const [rubricComment, setRubricComment] = useState<number | null>(comment.rubricComment);
  const [tags, setTags] = useState<string[]>(comment.tags);
  const [errors, setErrors] = useState<SaveErrors>(NO_SAVE_ERRORS);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The comment's own link stays choosable even when the rubric offered here no longer lists it.
  const choices = useMemo(
    () => (rubric && !rubricChoices.some((choice) => choice.rubricComment.id === rubric.rubricComment.id) ? [rubric, ...rubricChoices] : rubricChoices),
    [rubric, rubricChoices],
  );
  const linked = rubricComment === null ? null : (choices.find((choice) => choice.rubricComment.id === rubricComment) ?? null);
  const pointsLocked = rubricComment !== null || forcedRubricMode;

  const dirty =
    text !== comment.text ||
    rubricComment !== comment.rubricComment ||
    tags.join('\n') !== comment.tags.join('\n') ||
    (comment.rubricComment === null && rubricComment === null && points !== shownPoints(comment.pointDelta));
  const reportDirty = useEffectEvent((value: boolean) => onDirtyChange?.(value));
  useEffect(() => reportDirty(dirty), [dirty]);
  useEffect(() => () => reportDirty(false), []);

  async function save() {
    if (saving) return;
    const draft: CommentDraft = {
      text,
      pointDelta: pointsLocked ? null : storedPoints(points),
      rubricComment,
      tags,
    };
    const problem = draftProblem(draft, forcedRubricMode);
    if (problem === FORCED_RUBRIC_MESSAGE) return setErrors({ fields: { rubricComment: [problem] }, general: [] });
    if (problem) return setErrors({ fields: {}, general: [problem] });
    setErrors(NO_SAVE_ERRORS);
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      setErrors(saveErrorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  const saveFromShortcut = useEffectEvent(() => void save());
  const lastNonce = useRef(saveNonce);
  useEffect(() => {
    if (saveNonce === lastNonce.current) return;
    lastNonce.current = saveNonce;
    saveFromShortcut();
  }, [saveNonce]);

  async function remove() {
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      setErrors(saveErrorsOf(error));
    } finally {
      setDeleting(false);
    }
  }

  function chooseRubric(next: number | null) {
    setRubricComment(next);
    const choice = choices.find((candidate) => candidate.rubricComment.id === next);
    // A template rubric comment is a starting point: its text goes into an empty comment to adapt.
    if (choice?.rubricComment.templateTextOn && text.trim() === '') setText(choice.rubricComment.text);
  }

  return { text, setText, points, setPoints, rubricComment, chooseRubric, tags, setTags, errors, saving, deleting, choices, linked, pointsLocked, save, remove };
}

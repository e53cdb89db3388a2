import { COMMENT_MESSAGES, type Comment, type CommentCreate, type CommentFeedback, type CommentUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import type { Caller } from '../../http/session-caller';
import { fieldErrors, HttpError, notFound } from '../../http/errors';
import { recordEvent, type AuditEvent } from '../audit/record';
import { recomputeGrades } from '../grades/recompute';
import { lockOpenForGrading } from '../submissions/finalized-lock';
import { findActiveCourseMembers } from '../courses/queries';
import { loadCommentForFeedback, loadCommentForReader, loadCommentForWriter, loadFileForCommentCreate, type CommentAccess, type CommentFileAccess, type CommentReadAccess } from './policy';
import { createPeerComment, peerCommentPlace } from './peer-comments';
import { ownPeerComment, removePeerComment, updatePeerComment } from './peer-comment-edits';
import { deleteComment, findRubricCommentPlace, insertComment, selectComment, updateCommentRow } from './queries';
import { commentErrors, type CommentShape, type Errors } from './rules';

async function present(db: Executor, commentId: number): Promise<Comment> {
  const row = await selectComment(db, commentId);
  if (!row) throw notFound();
  return row;
}

/** The author's user id: the caller, unless an admin names another active staff member of the course. */
async function resolveAuthor(db: Executor, access: CommentFileAccess, user: AuthUser, email: string | undefined, errors: Errors): Promise<number | undefined> {
  if (email === undefined || !access.course.isAdmin || email === user.email) return undefined;
  const [author] = await findActiveCourseMembers(db, access.course.course.id, [email], ['courseAdmin', 'grader', 'superGrader']);
  if (!author) errors.author = [COMMENT_MESSAGES.notStaff(email)];
  return author?.id;
}

/** A rubric comment must belong to the submission's assignment and to its own rubric (the peer rubric is reviewers'). */
async function checkRubricComment(db: Executor, access: CommentFileAccess, rubricCommentId: number | null | undefined, errors: Errors): Promise<void> {
  if (rubricCommentId === null || rubricCommentId === undefined) return;
  const place = await findRubricCommentPlace(db, rubricCommentId);
  // A rubric comment of another course does not exist for this caller: the same answer as an unknown id.
  if (place === null || place.courseId !== access.course.course.id) errors.rubricComment = [COMMENT_MESSAGES.invalidPk(rubricCommentId)];
  else if (place.assignmentId !== access.submission.assignmentId) errors.rubricComment = [COMMENT_MESSAGES.otherAssignmentRubricComment];
  else if (place.peer) errors.rubricComment = [COMMENT_MESSAGES.peerRubricForReviewers];
}

/** A rubric-linked comment takes its points from the rubric: its own pointDelta is stored null. */
function ownPointDelta(shape: Pick<CommentShape, 'pointDelta' | 'rubricCommentId'>): number | null {
  return shape.rubricCommentId === null ? shape.pointDelta : null;
}

/** A comment's event: the course, the comment and its submission; never the comment's text. */
function commentEvent(type: AuditEvent['type'], commentId: number, access: Pick<CommentFileAccess, 'submission'>, data: Record<string, unknown> = {}): AuditEvent {
  return { type, courseId: access.submission.courseId, object: { type: 'comment', id: commentId }, data: { submission: access.submission.id, ...data } };
}

function throwIfAny(errors: Errors): void {
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** Students read comments without their author when the assignment hides graders from them. */
async function presentTo(db: Executor, access: CommentReadAccess, commentId: number): Promise<Comment> {
  return hiddenAuthorFor(access, await present(db, commentId));
}

function hiddenAuthorFor(access: Pick<CommentReadAccess, 'asStudent' | 'submission'>, comment: Comment): Comment {
  return access.asStudent && access.submission.hideGradersFromStudents ? { ...comment, author: null } : comment;
}

/** The comment as read with the access check, in the same statement (no second read). */
export async function getComment(db: Executor, commentId: number, caller: Caller): Promise<Comment> {
  const access = await loadCommentForReader(db, commentId, caller);
  return hiddenAuthorFor(access, access.shown);
}

export async function createComment(db: Database, user: AuthUser, input: CommentCreate): Promise<Comment> {
  let access: CommentFileAccess;
  try {
    access = await loadFileForCommentCreate(db, input.file, user);
  } catch (refusal) {
    // Refused as a grader: a peer reviewer writing in their review (peer-comments.ts). Looked up only then, so
    // graders' comments, the hot path, cost no extra statement.
    const peer = refusal instanceof HttpError ? await peerCommentPlace(db, input.file, user.id) : null;
    if (peer) return createPeerComment(db, user, input, peer);
    throw refusal;
  }
  const shape: CommentShape = { ...input, rubricCommentId: input.rubricComment };
  shape.pointDelta = ownPointDelta(shape);
  const errors: Errors = {};
  await checkRubricComment(db, access, input.rubricComment, errors);
  const authorId = (await resolveAuthor(db, access, user, input.author, errors)) ?? user.id;
  throwIfAny({ ...errors, ...commentErrors(shape, access.file) });
  return db.transaction(async (tx) => {
    const { rubricCommentId, ...fields } = shape;
    await lockOpenForGrading(tx, access.submission.id);
    const commentId = await insertComment(tx, { ...fields, rubricCommentId, fileId: access.file.id, authorId, tags: input.tags });
    await recomputeGrades(tx, [access.submission.id], { cause: 'comment', actorId: user.id });
    await recordEvent(tx, user, commentEvent('comment.created', commentId, access));
    return present(tx, commentId);
  });
}

/** PATCH: the given fields change and the result is checked as a whole; `file` cannot change. */
export async function updateComment(db: Database, commentId: number, user: AuthUser, input: CommentUpdate): Promise<Comment> {
  let access: CommentAccess;
  try {
    access = await loadCommentForWriter(db, commentId, user);
  } catch (refusal) {
    // Refused as a grader: the caller's own comment in their peer review (peer-comment-edits.ts), looked up only then.
    const own = refusal instanceof HttpError ? await ownPeerComment(db, commentId, user.id) : null;
    if (own) return updatePeerComment(db, user, input, own);
    throw refusal;
  }
  const { comment } = access;
  const shape: CommentShape = {
    text: input.text ?? comment.text,
    startChar: input.startChar ?? comment.startChar,
    endChar: input.endChar ?? comment.endChar,
    startLine: input.startLine ?? comment.startLine,
    endLine: input.endLine ?? comment.endLine,
    pointDelta: input.pointDelta === undefined ? comment.pointDelta : input.pointDelta,
    rubricCommentId: input.rubricComment === undefined ? comment.rubricCommentId : input.rubricComment,
  };
  shape.pointDelta = ownPointDelta(shape);
  const errors: Errors = {};
  if (input.rubricComment !== comment.rubricCommentId) await checkRubricComment(db, access, input.rubricComment, errors);
  const authorId = await resolveAuthor(db, access, user, input.author, errors);
  throwIfAny({ ...errors, ...commentErrors(shape, access.file) });
  return db.transaction(async (tx) => {
    const { rubricCommentId, ...fields } = shape;
    await lockOpenForGrading(tx, access.submission.id);
    await updateCommentRow(tx, commentId, { ...fields, rubricCommentId, tags: input.tags, authorId });
    await recomputeGrades(tx, [access.submission.id], { cause: 'comment', actorId: user.id });
    await recordEvent(tx, user, commentEvent('comment.updated', commentId, access, { fields: Object.keys(input) }));
    return present(tx, commentId);
  });
}

export async function removeComment(db: Database, commentId: number, user: AuthUser): Promise<void> {
  let access: CommentAccess;
  try {
    access = await loadCommentForWriter(db, commentId, user);
  } catch (refusal) {
    const own = refusal instanceof HttpError ? await ownPeerComment(db, commentId, user.id) : null;
    if (own) return removePeerComment(db, user, own);
    throw refusal;
  }
  await db.transaction(async (tx) => {
    await lockOpenForGrading(tx, access.submission.id);
    if (!(await deleteComment(tx, commentId))) throw notFound();
    await recomputeGrades(tx, [access.submission.id], { cause: 'comment', actorId: user.id });
    await recordEvent(tx, user, commentEvent('comment.deleted', commentId, access));
  });
}

/** A student's feedback does not change the grade. */
export async function setCommentFeedback(db: Database, commentId: number, user: AuthUser, input: CommentFeedback): Promise<Comment> {
  const access = await loadCommentForFeedback(db, commentId, user);
  await db.transaction(async (tx) => {
    await updateCommentRow(tx, commentId, { feedback: input.feedback });
    await recordEvent(tx, user, commentEvent('comment.rated', commentId, access, { feedback: input.feedback }));
  });
  return presentTo(db, access, commentId);
}

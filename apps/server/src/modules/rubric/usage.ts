import { and, asc, eq, sql } from 'drizzle-orm';
import type { Comment, RubricFeedbackScore } from '@marginalia/contracts';
import { comments, notPeerComment, users, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { commentFields } from '../comments/queries';
import { loadCommentForReader } from './policy';

// Where a rubric comment is used: the comments linked to it (on every file version) and what students made of
// them. Both are for the course's staff, who read the rubric; each is one statement whatever the usage. Peer
// reviewers' comments are not the course's feedback and are left out (docs/PEER-REVIEW.md, "Peer comments").

const usedBy = (rubricCommentId: number) => and(eq(comments.rubricCommentId, rubricCommentId), notPeerComment(comments.id));

export async function listRubricCommentUses(db: Executor, rubricCommentId: number, user: AuthUser): Promise<Comment[]> {
  await loadCommentForReader(db, rubricCommentId, user);
  return db
    .select(commentFields)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(usedBy(rubricCommentId))
    .orderBy(asc(comments.fileId), asc(comments.startLine), asc(comments.startChar), asc(comments.id));
}

export async function rubricCommentFeedbackScore(db: Executor, rubricCommentId: number, user: AuthUser): Promise<RubricFeedbackScore> {
  await loadCommentForReader(db, rubricCommentId, user);
  const [row] = await db
    .select({
      negative: sql<number>`count(*) filter (where ${comments.feedback} = -1)::int`,
      positive: sql<number>`count(*) filter (where ${comments.feedback} = 1)::int`,
    })
    .from(comments)
    .where(usedBy(rubricCommentId));
  return row ?? { negative: 0, positive: 0 };
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorsNamedToReviewers, reviewersNamedToAuthors, PEER_REVIEW_ANONYMITY, type PeerReviewAnonymity } from '@marginalia/contracts';
import { files } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor, type TestUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Anonymity across every answer a reviewer and an author get in a peer review (docs/PEER-REVIEW.md, "Reviewing" and
// "Receiving"), for each setting: the whole journey is run (open, comment, change, submit, close, read, rate) and
// every answer's body is searched for the other side's e-mail and the words of its name.

const t = useTestServer();

interface Student {
  user: TestUser;
  token: string;
  submission: number;
  /** What would name this student: the e-mail, and the name words in it and in the file's header. */
  identity: string[];
}

async function journey(anonymity: PeerReviewAnonymity) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id, { isVisible: true, isReleased: true });
  const names = [['Ada', 'Lovelace'], ['Grace', 'Hopper'], ['Alan', 'Turing']];
  const students: Student[] = [];
  for (const [first, last] of names) {
    const user = await createUser(db, { email: `${first!.toLowerCase()}.${last!.toLowerCase()}.${w.course.id}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    const submission = await createSubmission(db, assignment.id, { students: [user], grader: w.people.grader, isFinalized: true });
    await createFile(db, submission.id, { name: 'main.py', code: `# Author: ${first} ${last}\n# ${user.email}\n\ndef main():\n    return 1\n` });
    students.push({ user, token: await tokenFor(t.server.ctx, user), submission: submission.id, identity: [user.email, first!, last!] });
  }
  await t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body: { enabled: true, reviewsPerStudent: 1, anonymity } });
  expect((await t.api.post(`/assignments/${assignment.id}/peerReview/open/`, { auth: w.tokens.admin })).status).toBe(200);

  /** Every answer each student got, as text. */
  const heard = new Map<Student, string[]>(students.map((student) => [student, []]));
  const call = async (student: Student, method: 'get' | 'post' | 'patch' | 'put', path: string, body?: object) => {
    const answer = await t.api[method](path, { auth: student.token, ...(body ? { body } : {}) });
    expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    heard.get(student)!.push(`${method.toUpperCase()} ${path} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  const reviews: { reviewer: Student; author: Student; id: number }[] = [];
  for (const reviewer of students) {
    const [review] = (await call(reviewer, 'get', '/peerReviews/')).toDo;
    const author = students.find((student) => student.submission === review.submission)!;
    await call(reviewer, 'get', `/peerReviews/${review.id}/submission/`);
    const [file] = await db.select().from(files).where(eq(files.submissionId, review.submission));
    const comment = await call(reviewer, 'post', '/comments/', { file: file!.id, text: 'Consider a docstring', startChar: 4, endChar: 8, startLine: 3, endLine: 3 });
    await call(reviewer, 'patch', `/comments/${comment.id}/`, { text: 'Consider a docstring here' });
    // A reviewer's powers are the review's alone: the submission itself, its grading and its files stay closed.
    for (const [method, path, body] of [
      ['get', `/submissions/${review.submission}/`],
      ['get', `/submissions/${review.submission}/review/`],
      ['patch', `/submissions/${review.submission}/`, { grader: reviewer.user.email }],
      ['patch', `/submissions/${review.submission}/`, { isFinalized: true }],
      ['get', `/files/${file!.id}/`],
    ] as const) {
      expect((await t.api[method](path, { auth: reviewer.token, ...(body ? { body } : {}) })).status, `${method} ${path}`).toBe(404);
    }
    await call(reviewer, 'post', `/peerReviews/${review.id}/submit/`);
    reviews.push({ reviewer, author, id: review.id });
  }
  expect((await t.api.post(`/assignments/${assignment.id}/peerReview/close/`, { auth: w.tokens.admin })).status).toBe(200);
  for (const { reviewer, author, id } of reviews) {
    await call(author, 'get', '/peerReviews/');
    await call(author, 'get', `/submissions/${author.submission}/review/`);
    await call(author, 'put', `/peerReviews/${id}/rating/`, { helpfulness: 4 });
    await call(reviewer, 'get', '/peerReviews/');
    await call(reviewer, 'get', `/peerReviews/${id}/submission/`);
  }
  return { reviews, heard };
}

/** The words of `identity` found in `text` (whole words, any case). */
function found(text: string, identity: string[]): string[] {
  return identity.filter((word) => new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`, 'i').test(text));
}

describe('anonymity in every answer of a peer review', () => {
  for (const anonymity of PEER_REVIEW_ANONYMITY) {
    it(`names each side only as '${anonymity}' allows`, async () => {
      const { reviews, heard } = await journey(anonymity);
      for (const { reviewer, author } of reviews) {
        // What the reviewer heard, about the author they reviewed; what the author heard, about their reviewer.
        const reviewerHeard = heard.get(reviewer)!.join('\n');
        const authorHeard = heard.get(author)!.join('\n');
        if (authorsNamedToReviewers(anonymity)) expect(reviewerHeard).toContain(author.user.email);
        else expect(found(reviewerHeard, author.identity), 'the author named to the reviewer').toEqual([]);
        if (reviewersNamedToAuthors(anonymity)) expect(authorHeard).toContain(reviewer.user.email);
        else expect(found(authorHeard, reviewer.identity), 'the reviewer named to the author').toEqual([]);
      }
    });
  }
});

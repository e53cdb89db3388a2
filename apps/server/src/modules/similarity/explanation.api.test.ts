import { describe, expect, it } from 'vitest';
import type { SimilarityCheck, SimilarityPair, SimilarityPairDetail } from '@marginalia/contracts';
import { similarityPairs } from '@marginalia/db';
import { eq } from 'drizzle-orm';
import { createCourse, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSubmissionWithFiles } from '../../testing/similarity-programs';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { runSimilarityJobs, similarityWorld } from './similarity-testing';

// Why a pair is similar, as the pair view answers it: a copy disguised with new names, a dead statement and an
// extracted constant is explained as such, and a side the caller may not read has no ranges and no names.

const t = useTestServer();

const ORIGINAL = `import java.util.Scanner;

public class Main {
    static int sumOfSquares(int[] values) {
        int total = 0;
        for (int i = 0; i < values.length; i++) {
            total += values[i] * values[i];
        }
        return total;
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int count = scanner.nextInt();
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = scanner.nextInt() % 1000;
        }
        System.out.println("Sum of squares: " + sumOfSquares(values));
    }
}
`;

const DISGUISED = `import java.util.Scanner;

public class Main {
    private static final int LIMIT = 1000;

    static int squares(int[] numbers) {
        int acc = 0;
        int unused = 42;
        for (int k = 0; k < numbers.length; k++) {
            acc += numbers[k] * numbers[k];
        }
        return acc;
    }

    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        int n = input.nextInt();
        int[] numbers = new int[n];
        for (int k = 0; k < n; k++) {
            numbers[k] = input.nextInt() % LIMIT;
        }
        System.out.println("Sum of squares: " + squares(numbers));
    }
}
`;

const INDEPENDENT = `public class Main {
    public static void main(String[] args) {
        String word = args.length > 0 ? args[0] : "level";
        boolean palindrome = true;
        for (int left = 0, right = word.length() - 1; left < right; left++, right--) {
            if (word.charAt(left) != word.charAt(right)) palindrome = false;
        }
        System.out.println(palindrome ? "yes" : "no");
    }
}
`;

async function student(courseId: number, organizationId: number) {
  const user = await createUser(t.server.ctx.db, { organizationId });
  await enroll(t.server.ctx.db, courseId, user.id, ['student']);
  return user;
}

describe('the explanation of a pair', () => {
  it('says what was disguised: dead code, a constant read as its value, consistent renames', async () => {
    const { db } = t.server.ctx;
    const w = await similarityWorld(t.server.ctx);
    const original = await createSubmissionWithFiles(db, w.assignment.id, [await student(w.course.id, w.organization.id)], { 'Main.java': ORIGINAL });
    const copy = await createSubmissionWithFiles(db, w.assignment.id, [await student(w.course.id, w.organization.id)], { 'Main.java': DISGUISED });
    await createSubmissionWithFiles(db, w.assignment.id, [await student(w.course.id, w.organization.id)], { 'Main.java': INDEPENDENT });
    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: { language: 'java' } });
    expect(started.status).toBe(202);
    await runSimilarityJobs(t.server.ctx);
    const pairs = (await t.api.get<{ results: SimilarityPair[] }>(`/similarityChecks/${started.body.id}/pairs/`, { auth: w.tokens.admin })).body;
    const top = pairs.results[0]!;
    expect(top.submissions).toEqual([original.id, copy.id]);

    const detail = (await t.api.get<SimilarityPairDetail>(`/similarityPairs/${top.id}/`, { auth: w.tokens.admin })).body;
    const { explanation } = detail;
    const [left, right] = explanation.sides;
    // Both sides call their helper once: each is read as its body at the call (named so in the rewrites).
    const helpers = (side: typeof left) => side!.rewrites.filter((rewrite) => rewrite.kind === 'helper' && rewrite.part === 'declaration').map((rewrite) => rewrite.range.startLine);
    expect(helpers(left)).toEqual([4]);
    expect(helpers(right)).toEqual([6]);
    expect(left).toMatchObject({ deadCode: [], starterLines: 0 });
    expect(left!.rewrites.filter((rewrite) => rewrite.kind !== 'helper')).toEqual([]);
    expect(right!.deadCode).toEqual([
      { reason: 'unread-variable', range: { file: 'Main.java', startLine: 8, startColumn: 8, endLine: 8, endColumn: 24 } },
    ]);
    expect(right!.rewrites.filter((rewrite) => rewrite.kind !== 'helper').map((rewrite) => [rewrite.kind, rewrite.part, rewrite.range.startLine])).toEqual([
      ['constant', 'declaration', 4],
      ['constant', 'use', 20],
    ]);
    const renamed = Object.fromEntries(explanation.renames.map((rename) => [rename.left, rename.right]));
    expect(renamed).toEqual({ values: 'numbers', i: 'k', count: 'n', scanner: 'input', total: 'acc' });
    expect(explanation.renameCount).toBe(explanation.renames.length);
    expect(explanation).toMatchObject({ changedLiterals: 0, reordered: false, movedBetweenFiles: false });
    expect(explanation.matchedShare[0]).toBe(1);
    expect(explanation.matchedShare[1]).toBeGreaterThan(0.9);

    // A pair the check did not align is aligned when opened, from the same comparison that explains it.
    await db.update(similarityPairs).set({ fragments: null }).where(eq(similarityPairs.id, top.id));
    const reopened = (await t.api.get<SimilarityPairDetail>(`/similarityPairs/${top.id}/`, { auth: w.tokens.admin })).body;
    expect(reopened.fragments).toEqual(detail.fragments);
    expect(reopened.explanation).toEqual(explanation);
  });

  it('leaves out the ranges and the names of a side the caller may not read', async () => {
    const { db } = t.server.ctx;
    const w = await similarityWorld(t.server.ctx);
    const lastYear = await createCourse(db, w.organization.id, { name: 'CS 101', period: 'Fall 2025' });
    await enroll(db, lastYear.id, w.people.admin.id, ['courseAdmin']);
    const earlierAssignment = await createAssignment(db, lastYear.id, { name: 'Squares' });
    const earlier = await createSubmissionWithFiles(db, earlierAssignment.id, [await student(lastYear.id, w.organization.id)], { 'Main.java': ORIGINAL });
    await createSubmissionWithFiles(db, w.assignment.id, [await student(w.course.id, w.organization.id)], { 'Main.java': DISGUISED });
    const bAdminUser = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, w.course.id, bAdminUser.id, ['courseAdmin']);
    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, {
      auth: w.tokens.admin,
      body: { language: 'java', earlierAssignments: [earlierAssignment.id] },
    });
    expect(started.status).toBe(202);
    await runSimilarityJobs(t.server.ctx);
    const bAdmin = await tokenFor(t.server.ctx, bAdminUser);
    const pair = (await t.api.get<{ results: SimilarityPair[] }>(`/similarityChecks/${started.body.id}/pairs/`, { auth: bAdmin })).body.results[0]!;

    const masked = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${pair.id}/`, { auth: bAdmin });
    expect(masked.status).toBe(200);
    const hidden = pair.submissions.indexOf(earlier.id);
    const { explanation } = masked.body;
    expect(explanation.sides[hidden]).toBeNull();
    expect(explanation.sides[1 - hidden]!.deadCode).toHaveLength(1);
    expect(explanation.renames).toEqual([]);
    expect(explanation.renameCount).toBeGreaterThan(0);
    // Nothing of the hidden side's own names reaches the caller.
    expect(masked.text).not.toContain('sumOfSquares');

    const full = (await t.api.get<SimilarityPairDetail>(`/similarityPairs/${pair.id}/`, { auth: w.tokens.admin })).body;
    expect(full.explanation.sides.every((side) => side !== null)).toBe(true);
    expect(full.explanation.renames.length).toBe(full.explanation.renameCount);
  });
});

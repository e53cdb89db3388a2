import type { APIRequestContext } from '@playwright/test';
import { api } from './api';
import { fetchToken } from './session';
import { USERS } from './users';

// A submission to review, built through the API on the demo course: a fresh assignment (so that any demo student
// can be its author), a rubric with a capped category, several kinds of files and test results.

export const REVIEW_COURSE = { name: 'Intro to Programming', period: 'Fall 2026' };

export const MAIN_PY = [
  'def count_words(text):',
  '    words = text.split()',
  '    total = 0',
  '    for w in words:',
  '        total = total + 1',
  '    return total',
  '',
  '',
  'def main():',
  '    print(count_words("the quick brown fox"))',
  '',
  '',
  'if __name__ == "__main__":',
  '    main()',
  '',
].join('\n');

/** A one-pixel PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const XSS = {
  text: '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [link](javascript:window.__xss=3)',
  fileName: '<img src=x onerror="window.__xss=4">.py',
  notebookHtml: '<b>bold output</b><img src=x onerror="window.__xss=5"><script>window.__xss=6</script>',
};

function notebook(): string {
  return JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { language_info: { name: 'python' } },
    cells: [
      { cell_type: 'markdown', metadata: {}, source: ['# Word counts\n', 'An *analysis* of the counts.'] },
      { cell_type: 'code', metadata: {}, execution_count: 1, source: ['print(sum([1, 2, 3]))'], outputs: [{ output_type: 'stream', name: 'stdout', text: ['6\n'] }] },
      {
        cell_type: 'code',
        metadata: {},
        execution_count: 2,
        source: ['display_html()'],
        outputs: [{ output_type: 'display_data', metadata: {}, data: { 'text/html': [XSS.notebookHtml], 'text/plain': ['<HTML>'] } }],
      },
    ],
  });
}

export interface ReviewFixture {
  adminToken: string;
  assignmentId: number;
  assignmentName: string;
  submissionId: number;
  student: string;
  fileIds: Record<string, number>;
  rubric: { categoryId: number; categoryName: string; comments: { id: number; text: string; name: string }[] };
}

export interface FixtureOptions {
  student: string;
  grader?: string | null;
  finalized?: boolean;
  published?: boolean;
  regrades?: boolean;
  withXss?: boolean;
  assignment?: Record<string, unknown>;
}

export async function createReviewFixture(request: APIRequestContext, options: FixtureOptions): Promise<ReviewFixture> {
  const adminToken = await fetchToken(request, USERS.admin);
  const courses = await api<{ id: number; name: string; period: string }[]>(request, adminToken, 'GET', '/courses/');
  const course = courses.find((c) => c.name === REVIEW_COURSE.name && c.period === REVIEW_COURSE.period)!;
  const assignmentName = `Review ${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
  const assignment = await api<{ id: number }>(request, adminToken, 'POST', '/assignments/', {
    name: assignmentName,
    course: course.id,
    points: 20,
    ...options.assignment,
  });
  const category = await api<{ id: number }>(request, adminToken, 'POST', '/rubricCategories/', {
    assignment: assignment.id,
    name: 'Style',
    pointLimit: 3,
  });
  const rubricTexts = [
    { name: 'unclear-name', text: 'Unclear variable name', pointDelta: 2 },
    { name: 'use-len', text: 'Use len() instead of a loop', pointDelta: 2 },
  ];
  const rubricComments = [];
  for (const [index, rc] of rubricTexts.entries()) {
    rubricComments.push(
      await api<{ id: number; text: string; name: string }>(request, adminToken, 'POST', '/rubricComments/', { category: category.id, sortKey: index, explanation: 'Names should say what a value means.', ...rc }),
    );
  }
  const submission = await api<{ id: number }>(request, adminToken, 'POST', '/submissions/', {
    assignment: assignment.id,
    students: [options.student],
    ...(options.grader ? { grader: options.grader } : {}),
  });
  const files: Record<string, { code: string; extension: string; path?: string }> = {
    'main.py': { code: MAIN_PY, extension: 'py' },
    'README.md': { code: '# Word count\n\nCounts **words** in a text.\n\n- one\n- two\n', extension: 'md' },
    'analysis.ipynb': { code: notebook(), extension: 'ipynb' },
    'chart.png': { code: PIXEL_PNG, extension: 'png', path: 'images' },
  };
  if (options.withXss) files[XSS.fileName] = { code: 'x = 1\n', extension: 'py' };
  const fileIds: Record<string, number> = {};
  for (const [name, file] of Object.entries(files)) {
    const created = await api<{ id: number }>(request, adminToken, 'POST', '/files/', { submission: submission.id, name, path: file.path ?? null, code: file.code, extension: file.extension });
    fileIds[name] = created.id;
  }
  if (options.finalized) {
    await api(request, adminToken, 'PATCH', `/submissions/${submission.id}/`, { grader: options.grader ?? USERS.admin, isFinalized: true });
  }
  if (options.published) {
    await api(request, adminToken, 'PATCH', `/assignments/${assignment.id}/`, { isReleased: true, ...(options.regrades ? { allowRegradeRequests: true } : {}) });
  }
  return {
    adminToken,
    assignmentId: assignment.id,
    assignmentName,
    submissionId: submission.id,
    student: options.student,
    fileIds,
    rubric: { categoryId: category.id, categoryName: 'Style', comments: rubricComments },
  };
}

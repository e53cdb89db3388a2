// The grading API on the course of docs/QUALITY.md's performance table (1,000 students, 20,000 comments,
// 50 clients): which routes, which target each answers to, and the table that puts the two side by side.
import type autocannon from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';
import { GRADING_COURSE, GRADING_COURSE_COMMENTS } from './grading-course';
import { CONNECTIONS, type Row, type Target } from './load';

export type TargetKind = 'trivial' | 'list' | 'detail';

export interface GradingRow extends Row {
  /** The route as the server registers it, to skip routes not built yet. */
  registered: string;
  kind: TargetKind;
}

export const LIST_P99_MS = 200;
export const DETAIL_P99_MS = 150;
export const DETAIL_SHARE_OF_TRIVIAL = 0.25;

const TARGET_TEXT: Record<TargetKind, string> = {
  trivial: 'baseline',
  list: `p99 <= ${LIST_P99_MS} ms`,
  detail: `p99 <= ${DETAIL_P99_MS} ms, >= ${DETAIL_SHARE_OF_TRIVIAL * 100}% of trivial`,
};

export function gradingCourseRows(target: Target): GradingRow[] {
  const { courseId, assignmentIds, submissionIds, fileIds, commentIds } = target.gradingCourse;
  const perAssignment = (suffix: string) => assignmentIds.map((id) => `/assignments/${id}/${suffix}`);
  const size = `${GRADING_COURSE.students.toLocaleString('en-US')} per assignment`;
  const rows: Omit<GradingRow, 'path' | 'auth'>[] = [
    { route: 'GET /health/ (trivial)', registered: '/health/', kind: 'trivial', paths: ['/health/'] },
    { route: `GET /assignments/{id}/submissions/ (bare array, ${size})`, registered: '/assignments/:id/submissions/', kind: 'list', paths: perAssignment('submissions/') },
    {
      route: 'GET /assignments/{id}/submissions/?page=1&page_size=50',
      registered: '/assignments/:id/submissions/',
      kind: 'list',
      paths: perAssignment('submissions/?page=1&page_size=50'),
    },
    { route: 'GET /submissions/{id}/', registered: '/submissions/:id/', kind: 'detail', paths: submissionIds.map((id) => `/submissions/${id}/`) },
    { route: 'GET /comments/{id}/', registered: '/comments/:id/', kind: 'detail', paths: commentIds.map((id) => `/comments/${id}/`) },
    { route: 'GET /files/{id}/', registered: '/files/:id/', kind: 'detail', paths: fileIds.map((id) => `/files/${id}/`) },
    { route: 'GET /assignments/{id}/rubric/ (20 items)', registered: '/assignments/:id/rubric/', kind: 'detail', paths: perAssignment('rubric/') },
    {
      route: 'GET /assignments/{id}/submissionOverview/',
      registered: '/assignments/:id/submissionOverview/',
      kind: 'list',
      paths: perAssignment('submissionOverview/'),
    },
    { route: 'GET /assignments/{id}/statistics/', registered: '/assignments/:id/statistics/', kind: 'list', paths: perAssignment('statistics/') },
    { route: 'GET /courses/{id}/assignments/', registered: '/courses/:id/assignments/', kind: 'list', paths: [`/courses/${courseId}/assignments/`] },
  ];
  return rows.map((row) => ({ ...row, path: row.paths![0]!, auth: row.kind !== 'trivial' }));
}

export const GRADING_COURSE_TITLE =
  `Grading API — course of ${GRADING_COURSE.students.toLocaleString('en-US')} students, ` +
  `${GRADING_COURSE.assignments} assignments, ${GRADING_COURSE_COMMENTS.toLocaleString('en-US')} comments, ${CONNECTIONS} clients`;

/** What became of a row: measured, or why not. */
export type GradingOutcome = { result: autocannon.Result } | { skipped: string };

const trim = (route: string) => route.replace(/\/+$/, '');

export function isRegistered(target: Target, row: GradingRow): boolean {
  return target.getRoutes.some((route) => trim(route) === trim(row.registered));
}

function verdict(kind: TargetKind, result: autocannon.Result, share: number): string {
  // errors include timeouts (10 s); a route so slow that no answer came back in the run is a miss, not a pass.
  if (result.non2xx > 0 || result.errors > 0) return `INVALID (${result.non2xx} non-2xx, ${result.errors} errors/timeouts)`;
  if (result.requests.total === 0) return 'MISSED (no answer within the run)';
  if (kind === 'trivial') return '';
  const missed: string[] = [];
  const limit = kind === 'list' ? LIST_P99_MS : DETAIL_P99_MS;
  if (result.latency.p99 > limit) missed.push('p99');
  if (kind === 'detail' && share < DETAIL_SHARE_OF_TRIVIAL) missed.push('throughput');
  return missed.length === 0 ? 'met' : `MISSED (${missed.join(', ')})`;
}

export function printGradingTable(rows: GradingRow[], outcomes: GradingOutcome[], seconds: number, driver: string): void {
  const trivialOutcome = outcomes[rows.findIndex((row) => row.kind === 'trivial')];
  const trivial = trivialOutcome && 'result' in trivialOutcome ? trivialOutcome.result.requests.average : NaN;
  // Server, database and load generator share this machine: its load says how far to trust the run.
  const machine = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`;
  console.log(`\n${GRADING_COURSE_TITLE} — ${seconds} s per route, database: ${driver}, ${machine}\n`);
  console.table(
    rows.map((row, i) => {
      const outcome = outcomes[i]!;
      if ('skipped' in outcome) {
        return { route: row.route, 'req/s': '', 'p50 ms': '', 'p99 ms': '', 'vs trivial': '', 'KB/answer': '', target: TARGET_TEXT[row.kind], verdict: outcome.skipped };
      }
      const { result } = outcome;
      const share = result.requests.average / trivial;
      return {
        route: row.route,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'vs trivial': `${(share * 100).toFixed(1)}%`,
        // Answer size explains much of a list's cost (serialization, bytes on the wire).
        'KB/answer': result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average / 1024) : '',
        target: TARGET_TEXT[row.kind],
        verdict: verdict(row.kind, result, share),
      };
    }),
  );
  const details = rows.flatMap((row, i) => {
    const outcome = outcomes[i]!;
    return row.kind === 'detail' && 'result' in outcome ? [outcome.result.requests.average] : [];
  });
  if (details.length > 0) {
    const slowest = Math.min(...details);
    console.log(`Detail/trivial ratio (slowest detail route): ${((slowest / trivial) * 100).toFixed(1)}% (target >= ${DETAIL_SHARE_OF_TRIVIAL * 100}%).`);
  }
}

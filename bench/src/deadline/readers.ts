// Students reading while the deadline's uploads go on: at a steady pace, one page view at a time from a random
// student, the student console's assignment page and the submission view in turn, each making the API calls the
// web app makes for that page (the session's current user first, then the page's reads together).
import type { Student } from './course';
import type { RouteLatencies } from './stats';
import { settings } from './settings';

interface Page {
  route: string;
  path: string;
}

export class StudentReaders {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private views = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly courseId: number,
    /** Who reads next: mostly students who have uploaded (they come back to see their tests). */
    private readonly pickStudent: () => Student,
    /** The student's submission once an upload of theirs was acknowledged. */
    private readonly submissionOf: (student: Student) => number | null,
    private readonly latencies: RouteLatencies,
  ) {}

  private async get(student: Student, page: Page): Promise<void> {
    const started = performance.now();
    try {
      const response = await fetch(this.baseUrl + page.path, {
        headers: { authorization: `JWT ${student.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(settings.requestTimeoutMs),
      });
      await response.arrayBuffer();
      if (response.ok) this.latencies.ok(page.route, performance.now() - started);
      else this.latencies.failed(page.route);
    } catch {
      this.latencies.failed(page.route);
    }
  }

  private async view(student: Student, onConsole: boolean): Promise<void> {
    await this.get(student, { route: 'GET /registration/current_user/', path: '/registration/current_user/' });
    const submission = this.submissionOf(student);
    const pages: Page[] = [];
    if (onConsole || submission === null) {
      pages.push({ route: 'GET /courses/mine/', path: '/courses/mine/' });
      pages.push({ route: 'GET /courses/{id}/studentAssignments/', path: `/courses/${this.courseId}/studentAssignments/` });
    } else {
      pages.push({ route: 'GET /submissions/{id}/review/', path: `/submissions/${submission}/review/` });
    }
    // Both pages show the submission's newest run (the console's Tests section, the view's Tests panel).
    if (submission !== null) pages.push({ route: 'GET /submissions/{id}/testRuns/', path: `/submissions/${submission}/testRuns/` });
    await Promise.all(pages.map((page) => this.get(student, page)));
  }

  start(): void {
    this.timer = setInterval(() => {
      const student = this.pickStudent();
      this.views += 1;
      const done = this.view(student, this.views % 2 === 0).finally(() => this.inFlight.delete(done));
      this.inFlight.add(done);
    }, 1000 / settings.readsPerSecond);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }
}

// The deadline's uploads: each a student's own POST /assignments/{id}/upload/ with their file, as the web app
// sends it (multipart, the file under `files`, the student's session token), at a fixed rate spread evenly and
// sent whether or not earlier ones have been answered (students do not wait for each other). About one in ten is a
// student sending a new version soon after their first one, while its run is likely still queued or running.
import { FILE_NAME, programOf, type Version } from './homework';
import type { Student } from './course';
import type { RouteLatencies } from './stats';
import { settings } from './settings';

export const UPLOAD_ROUTE = 'POST /assignments/{id}/upload/';

export interface Upload {
  number: number;
  student: Student;
  version: Version;
  reupload: boolean;
  sentAt: Date;
  /** The HTTP status, or null when no answer came within the timeout. */
  status: number | null;
  submissionId: number | null;
}

export const acknowledged = (upload: Upload) => upload.status !== null && upload.status >= 200 && upload.status < 300;

/** Recent acknowledged uploads a student may follow with a new version: newer versions come minutes apart, not hours. */
const RECENT = 8;

export class UploadLoad {
  readonly uploads: Upload[] = [];
  private nextStudent = 0;
  private readonly latest = new Map<number, Upload>();
  private readonly reuploaded = new Set<number>();

  constructor(
    private readonly baseUrl: string,
    private readonly assignmentId: number,
    private readonly students: Student[],
    private readonly latencies: RouteLatencies,
  ) {}

  /** A student who uploaded recently and has not sent a second version yet, or null. */
  private reuploader(): Student | null {
    const recent = this.uploads.filter((upload) => acknowledged(upload) && !this.reuploaded.has(upload.student.index)).slice(-RECENT);
    return recent[0]?.student ?? null;
  }

  private choose(number: number): { student: Student; version: Version; reupload: boolean } | null {
    const wantsReupload = number % settings.reuploadEvery === settings.reuploadEvery - 1 || this.nextStudent >= this.students.length;
    const again = wantsReupload ? this.reuploader() : null;
    if (again) {
      this.reuploaded.add(again.index);
      // The new version switches between the working program and the draft, so its result tells them apart.
      const previous = this.latest.get(again.index)!.version;
      return { student: again, version: previous === 'working' ? 'draft' : 'working', reupload: true };
    }
    const student = this.students[this.nextStudent];
    if (!student) return null;
    this.nextStudent += 1;
    // A third of first uploads are the draft with the boundary bug.
    return { student, version: student.index % 3 === 0 ? 'draft' : 'working', reupload: false };
  }

  private async send(number: number): Promise<void> {
    const choice = this.choose(number);
    if (!choice) return;
    const upload: Upload = { number, ...choice, sentAt: new Date(), status: null, submissionId: null };
    this.uploads.push(upload);
    this.latest.set(choice.student.index, upload);
    const form = new FormData();
    form.append('files', new Blob([programOf(choice.version, number)], { type: 'text/x-python' }), FILE_NAME);
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}/assignments/${this.assignmentId}/upload/`, {
        method: 'POST',
        headers: { authorization: `JWT ${choice.student.token}`, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(settings.requestTimeoutMs),
      });
      const body = (await response.json().catch(() => null)) as { submission?: number } | null;
      upload.status = response.status;
      upload.submissionId = body?.submission ?? null;
      if (acknowledged(upload)) this.latencies.ok(UPLOAD_ROUTE, performance.now() - started);
      else this.latencies.failed(UPLOAD_ROUTE);
    } catch {
      this.latencies.failed(UPLOAD_ROUTE);
    }
  }

  /** Sends `total` uploads evenly over `durationMs` from now; resolves once every one is answered or timed out. */
  async run(total: number, durationMs: number): Promise<void> {
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let number = 0; number < total; number++) {
      const due = start + (number * durationMs) / total;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(this.send(number));
    }
    await Promise.all(pending);
  }
}

// A running check's step and progress as staff watch it: a new step is written at once, progress within a step
// at most every PROGRESS_INTERVAL_MS, so that a check of many small submissions does not spend its time writing
// its own progress. Writes go one after the other, in order.

export const PROGRESS_INTERVAL_MS = 250;

export interface ProgressValues {
  step?: string;
  progressDone: number;
  progressTotal: number;
}

export class ProgressReporter {
  private pending: Promise<void> = Promise.resolve();
  private lastWrite = 0;
  private done = 0;
  private total = 0;
  private written = 0;

  constructor(private readonly write: (values: ProgressValues) => Promise<void>) {}

  /** Starts a step of `total` items. */
  async step(step: string, total: number): Promise<void> {
    this.done = 0;
    this.total = total;
    this.enqueue({ step, progressDone: 0, progressTotal: total });
    await this.pending;
  }

  /** Counts `done` items of the current step, writing it when the last write is old enough. */
  advance(done: number): void {
    this.done = done;
    if (Date.now() - this.lastWrite >= PROGRESS_INTERVAL_MS) this.enqueue({ progressDone: this.done, progressTotal: this.total });
  }

  /** Writes the progress not written yet and waits for the writes (a failed progress write is not the check's failure). */
  async close(): Promise<void> {
    if (this.written !== this.done) this.enqueue({ progressDone: this.done, progressTotal: this.total });
    await this.pending;
  }

  private enqueue(values: ProgressValues): void {
    this.lastWrite = Date.now();
    this.written = values.progressDone;
    this.pending = this.pending.then(() => this.write(values)).catch(() => undefined);
  }
}

// The queue seen every two seconds during the deadline: runs waiting and runs completed so far. Runs per minute
// over the stretches when runs were waiting all along is what the workers sustain when they are never idle,
// whatever the offered rate.
import { sql } from 'drizzle-orm';
import type { Database } from '@marginalia/db';

export interface Sample {
  at: number;
  queued: number;
  completed: number;
}

export class QueueSamples {
  private readonly samples: Sample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sampling: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly assignmentId: number,
  ) {}

  private async sample(): Promise<void> {
    const result = (await this.db.execute(
      sql`select count(*) filter (where state = 'queued')::int as queued, count(*) filter (where state = 'completed')::int as completed
          from test_runs where assignment_id = ${this.assignmentId}`,
    )) as unknown as { rows: { queued: number; completed: number }[] };
    const row = result.rows[0]!;
    this.samples.push({ at: Date.now(), queued: Number(row.queued), completed: Number(row.completed) });
  }

  start(): void {
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample()).catch(() => undefined);
    }, 2000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sampling;
  }

  saturatedRunsPerMinute(): { perMinute: number; minutes: number } {
    return saturatedRate(this.samples);
  }

  /** The most runs that waited at once. */
  deepest(): number {
    return Math.max(0, ...this.samples.map((sample) => sample.queued));
  }
}

/** Runs completed per minute between consecutive samples that both found runs waiting; NaN if never saturated for 30 s. */
export function saturatedRate(samples: readonly Sample[]): { perMinute: number; minutes: number } {
  let runs = 0;
  let spanMs = 0;
  for (let i = 1; i < samples.length; i++) {
    const [before, after] = [samples[i - 1]!, samples[i]!];
    if (before.queued > 0 && after.queued > 0) {
      runs += after.completed - before.completed;
      spanMs += after.at - before.at;
    }
  }
  return { perMinute: spanMs >= 30_000 ? runs / (spanMs / 60_000) : NaN, minutes: spanMs / 60_000 };
}

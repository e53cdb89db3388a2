import { runDueJobs, type JobReport } from '@marginalia/jobs';
import type { SimilarityEngine } from '@marginalia/similarity';
import type { AppContext } from '../../core/app-context';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { similarityEngine } from './engine';
import { createSimilarityJob } from './job';

// What the similarity API tests share: a course with an assignment, the job run as a worker would run it, and an
// engine that counts its calls.

export interface CountingEngine {
  calls: { fingerprint: string[]; align: number };
  load: () => Promise<SimilarityEngine>;
}

/** The process's engine, counting the documents it fingerprints and the pairs it aligns. */
export function countingEngine(): CountingEngine {
  const calls = { fingerprint: [] as string[], align: 0 };
  const load = async (): Promise<SimilarityEngine> => {
    const engine = await similarityEngine();
    return {
      fingerprint: (document, options) => {
        calls.fingerprint.push(document.id);
        return engine.fingerprint(document, options);
      },
      align: (a, b, options) => {
        calls.align += 1;
        return engine.align(a, b, options);
      },
      fingerprintAll: (documents, options, run) => {
        calls.fingerprint.push(...documents.map((document) => document.id));
        return engine.fingerprintAll(documents, options, run);
      },
      explain: (a, b, options) => engine.explain(a, b, options),
      prepare: (documents, options) => engine.prepare(documents, options),
    };
  };
  return { calls, load };
}

/** Runs the queued similarity jobs to the end, as a worker would. */
export async function runSimilarityJobs(ctx: Pick<AppContext, 'db'>, engine?: CountingEngine): Promise<JobReport[]> {
  return runDueJobs(ctx.db, [createSimilarityJob(ctx, engine ? { engine: engine.load } : {})]);
}

export async function similarityWorld(ctx: AppContext, assignment: Parameters<typeof createAssignment>[2] = {}) {
  const world = await createCourseWorld(ctx);
  return { ...world, assignment: await createAssignment(ctx.db, world.course.id, { isReleased: true, ...assignment }) };
}

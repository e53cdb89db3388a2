import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { postMultipart } from '../../../testing/multipart';
import { createAssignment } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { autograderZip } from './zip-testing';

// Uploading an autograder zip turns on "Run tests when a student uploads", as Gradescope runs its autograder on
// every submission (docs/AUTOGRADER.md, "Autograder zips"). The build itself is zip.api.test.ts's.

const t = useTestServer();

const zip = () => autograderZip({ 'setup.sh': '#!/bin/bash\necho setup\n', run_autograder: '#!/bin/bash\necho run\n' });

describe('uploading an autograder zip', () => {
  it('turns on running the tests on every upload, and leaves it on', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10 });
    const environment = () => t.api.get(`/assignments/${assignment.id}/environment/`, { auth: w.tokens.admin });
    expect((await environment()).body.runOnUpload).toBe(false);

    const posted = await postMultipart(t.server.url, `/assignments/${assignment.id}/autograder/`, w.tokens.admin, [{ field: 'file', name: 'autograder.zip', content: await zip() }]);
    expect(posted.status).toBe(201);
    expect((await environment()).body).toMatchObject({ runOnUpload: true });

    // An admin who turns it off keeps it off until the next zip.
    expect((await t.api.patch(`/assignments/${assignment.id}/environment/`, { auth: w.tokens.admin, body: { runOnUpload: false } })).body.runOnUpload).toBe(false);
    expect((await environment()).body.runOnUpload).toBe(false);
    await postMultipart(t.server.url, `/assignments/${assignment.id}/autograder/`, w.tokens.admin, [{ field: 'file', name: 'autograder.zip', content: await zip() }]);
    expect((await environment()).body.runOnUpload).toBe(true);
  });

  it('changes nothing when the zip is refused', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10 });
    const refused = await postMultipart(t.server.url, `/assignments/${assignment.id}/autograder/`, w.tokens.admin, [{ field: 'file', name: 'autograder.zip', content: await autograderZip({ 'setup.sh': 'echo\n' }) }]);
    expect(refused.status).toBe(400);
    expect((await t.api.get(`/assignments/${assignment.id}/environment/`, { auth: w.tokens.admin })).body.runOnUpload).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createCourseWorld } from '../../testing/factories';

const t = useTestServer();

describe('/users/me/', () => {
  it('reads and updates the product-tips setting only', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const me = await t.api.get('/users/me/', { auth: world.tokens.admin });
    expect(me.body).toMatchObject({ email: world.people.admin.email, showProductTips: true, canModifyRosters: true, courseadminCourses: [world.course.id] });
    const res = await t.api.patch('/users/me/', {
      auth: world.tokens.admin,
      body: { showProductTips: false, email: 'taken@over.edu', canModifyRosters: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ showProductTips: false, email: world.people.admin.email, canModifyRosters: true });
  });

  it('says whether an API key exists, and remembers the upload receipt choice', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const before = await t.api.get('/users/me/', { auth: world.tokens.admin });
    expect(before.body).toMatchObject({ hasApiKey: false, sendMeAConfirmationEmail: false });
    expect((await t.api.post('/users/requestAPIToken/', { auth: world.tokens.admin })).body.hasApiKey).toBe(true);
    expect((await t.api.get('/users/me/', { auth: world.tokens.admin })).body.hasApiKey).toBe(true);

    const res = await t.api.patch('/users/me/', { auth: world.tokens.student, body: { sendMeAConfirmationEmail: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sendMeAConfirmationEmail: true, showProductTips: true, hasApiKey: false });
    expect((await t.api.get('/users/me/', { auth: world.tokens.student })).body.sendMeAConfirmationEmail).toBe(true);
  });

  it('rejects a wrong type and changes nothing', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.patch('/users/me/', { auth: world.tokens.student, body: { showProductTips: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.showProductTips).toHaveLength(1);
    expect((await t.api.get('/users/me/', { auth: world.tokens.student })).body.showProductTips).toBe(true);
  });
});

describe('GET /registration/current_user/', () => {
  it('describes the caller’s roles per course and renews the token', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.get('/registration/current_user/', { auth: world.tokens.superGrader });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: world.people.superGrader.email,
      organization: world.organization.id,
      graderCourses: [world.course.id],
      superGraderCourses: [world.course.id],
      studentCourses: [],
      courseadminCourses: [],
      marginaliaAdmin: false,
      hasCredentials: true,
    });
    expect((await t.api.get('/users/me/', { auth: res.body.token })).status).toBe(200);
    const platform = await t.api.get('/registration/current_user/', { auth: world.tokens.platformAdmin });
    expect(platform.body.marginaliaAdmin).toBe(true);
  });
});

describe('GET /organizations/', () => {
  it('lists the caller’s organization; platform admins see all', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.get('/organizations/', { auth: world.tokens.student });
    expect(res.body).toEqual([
      { id: world.organization.id, name: world.organization.name, shortname: world.organization.shortname, emailDomain: world.organization.emailDomain },
    ]);
    const all = await t.api.get('/organizations/', { auth: world.tokens.platformAdmin });
    expect(all.body.length).toBeGreaterThanOrEqual(2);
  });
});

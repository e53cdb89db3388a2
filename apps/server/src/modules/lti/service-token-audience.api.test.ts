import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { readMembership } from './nrps';
import { selectPlatform } from './platform-queries';
import { LmsServiceError } from './service-token';
import { startLaunchWorld, type LaunchWorld } from './testing/launch-world';

// A platform that takes only its authorization server's name as the client assertion's audience (Brightspace,
// docs/LMS.md): the token URL is refused until the registration names that audience.

const t = useTestServer();
const AUDIENCE = 'https://auth.lms.example.org/core/token';
let world: LaunchWorld;

beforeAll(async () => {
  world = await startLaunchWorld(t.server, { authorizationServer: AUDIENCE, onlyAuthorizationServerAudience: true });
});
afterAll(() => world?.close());

describe("a registration's token audience", () => {
  it('is the token URL until set, then the audience given, which the platform accepts', async () => {
    const db = t.server.ctx.db;
    const membershipsUrl = `${world.sim.url}/contexts/course-1/memberships`;
    const before = await selectPlatform(db, world.platformId);
    expect(before!.tokenAudience).toBeNull();
    const refused = await readMembership(db, before!, membershipsUrl).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LmsServiceError);
    expect((refused as LmsServiceError).status).toBe(401);

    const changed = await t.api.patch(`/lti/platforms/${world.platformId}/`, { auth: world.adminToken, body: { tokenAudience: AUDIENCE } });
    expect(changed.status).toBe(200);
    expect(changed.body.tokenAudience).toBe(AUDIENCE);
    const members = await readMembership(db, (await selectPlatform(db, world.platformId))!, membershipsUrl);
    expect(members.map((member) => member.userId).sort()).toEqual(['student-1', 'ta-1', 'teacher-1']);
    expect(world.sim.tokenRequests.at(-1)).toMatchObject({ granted: [expect.stringContaining('contextmembership')] });

    const cleared = await t.api.patch(`/lti/platforms/${world.platformId}/`, { auth: world.adminToken, body: { tokenAudience: null } });
    expect(cleared.body.tokenAudience).toBeNull();
  });

  it('refuses an empty audience with a 400', async () => {
    const response = await t.api.patch(`/lti/platforms/${world.platformId}/`, { auth: world.adminToken, body: { tokenAudience: '  ' } });
    expect(response.status).toBe(400);
    expect(response.body.tokenAudience).toBeTruthy();
  });
});

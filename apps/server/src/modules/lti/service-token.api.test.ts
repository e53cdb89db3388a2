import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { readMembership } from './nrps';
import { selectPlatform, type PlatformRow } from './platform-queries';
import { callService, LmsServiceError } from './service-token';
import { startLaunchWorld, type LaunchWorld } from './testing/launch-world';

// Service calls to a platform (docs/LMS.md, "Roster sync"): a token by client credentials with our signed
// assertion (the simulator checks it against our JWKS), kept for later calls, renewed once on a 401.

const t = useTestServer();
let world: LaunchWorld;
let platform: PlatformRow;
let membershipsUrl: string;
const SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  platform = (await selectPlatform(t.server.ctx.db, world.platformId))!;
  membershipsUrl = `${world.sim.url}/contexts/course-1/memberships`;
});
afterAll(() => world?.close());

describe('a service call to the LMS', () => {
  it('gets a token once and keeps it for the next calls with the same scopes', async () => {
    const before = world.sim.tokenRequests.length;
    const members = await readMembership(t.server.ctx.db, platform, membershipsUrl);
    expect(members.map((member) => member.userId).sort()).toEqual(['student-1', 'ta-1', 'teacher-1']);
    await readMembership(t.server.ctx.db, platform, membershipsUrl);
    expect(world.sim.tokenRequests.slice(before)).toEqual([{ scopes: [SCOPE], granted: [SCOPE] }]);
  });

  it('drops the kept token on a 401 and tries once more with a fresh one', async () => {
    const before = world.sim.tokenRequests.length;
    world.sim.fail('/contexts/course-1/memberships', [401]);
    const response = await callService(t.server.ctx.db, platform, [SCOPE], membershipsUrl);
    expect(response.status).toBe(200);
    expect(world.sim.tokenRequests.length).toBe(before + 1);
  });

  it('says what the LMS answered when it refuses, and whether trying again may help', async () => {
    world.sim.fail('/contexts/course-1/memberships', [429]);
    const busy = await readMembership(t.server.ctx.db, platform, membershipsUrl).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(LmsServiceError);
    expect((busy as LmsServiceError).transient).toBe(true);
    const missing = await readMembership(t.server.ctx.db, platform, `${world.sim.url}/contexts/nowhere/memberships`).catch((error: unknown) => error);
    expect((missing as LmsServiceError).status).toBe(404);
    expect((missing as LmsServiceError).transient).toBe(false);
  });
});

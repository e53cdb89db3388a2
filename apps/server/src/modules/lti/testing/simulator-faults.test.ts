import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
let token: string;
beforeAll(async () => {
  world = await startSimulatorWorld();
  token = world.sim.grantToken([SCOPE.contextMembershipReadOnly]);
});
afterAll(() => world.close());

const members = () => fetch(`${world.sim.url}/contexts/course-1/memberships`, { headers: { authorization: `Bearer ${token}` } });

describe('fault injection', () => {
  it('answers two 503s then serves the route again', async () => {
    world.sim.fail('/contexts/*/memberships', [503, 503]);
    expect((await members()).status).toBe(503);
    expect((await members()).status).toBe(503);
    expect((await members()).status).toBe(200);
  });

  it('answers 429 with Retry-After', async () => {
    world.sim.fail(/\/token$/, [429], { retryAfterSeconds: 7 });
    const answer = await fetch(world.sim.tokenUrl, { method: 'POST' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
  });

  it('delays a route, and logs every request with its status and the headers tests need', async () => {
    const { sim } = world;
    sim.delay('/contexts/course-1/memberships', 20);
    const started = Date.now();
    await members();
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    sim.clearFaults();
    const logged = sim.requests.filter((r) => r.path === '/contexts/course-1/memberships');
    expect(logged.map((r) => r.status)).toEqual([503, 503, 200, 200]);
    expect(logged[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });
});

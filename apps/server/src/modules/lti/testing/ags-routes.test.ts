import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TYPE, SCOPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
let token: string;
beforeAll(async () => {
  world = await startSimulatorWorld();
  token = world.sim.grantToken([SCOPE.lineItem, SCOPE.score, SCOPE.resultReadOnly]);
});
afterAll(() => world.close());

async function call(method: string, url: string, body?: unknown, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

const score = (userId: string, timestamp: string, scoreGiven = 7) => ({
  userId,
  scoreGiven,
  scoreMaximum: 10,
  activityProgress: 'Completed',
  gradingProgress: 'FullyGraded',
  timestamp,
});

describe('line items', () => {
  it('creates a line item, finds it by its filters, reads, replaces and deletes it', async () => {
    const { sim } = world;
    const container = `${sim.url}/contexts/course-1/lineitems`;
    const created = await call('POST', container, { label: 'Homework 1', scoreMaximum: 10, resourceLinkId: 'link-1', resourceId: 'assignment-7', tag: 'marginalia' }, MEDIA_TYPE.lineItem);
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe(MEDIA_TYPE.lineItem);
    expect(created.body.id).toMatch(new RegExp(`^${container}/\\d+$`));
    expect(sim.lineItemCreations).toBe(1);

    sim.seedLineItem('course-1', { label: 'Quiz', scoreMaximum: 5 });
    const byLink = await call('GET', `${container}?resource_link_id=link-1`);
    expect(byLink.headers.get('content-type')).toBe(MEDIA_TYPE.lineItemContainer);
    expect(byLink.body).toEqual([created.body]);
    expect((await call('GET', `${container}?resource_id=assignment-7&tag=marginalia`)).body).toEqual([created.body]);
    expect((await call('GET', `${container}?tag=other`)).body).toEqual([]);
    expect((await call('GET', container)).body).toHaveLength(2);

    expect((await call('GET', created.body.id)).body).toEqual(created.body);
    const replaced = await call('PUT', created.body.id, { ...created.body, label: 'Homework one', scoreMaximum: 20 }, MEDIA_TYPE.lineItem);
    expect(replaced.body).toMatchObject({ id: created.body.id, label: 'Homework one', scoreMaximum: 20 });
    expect((await call('DELETE', created.body.id)).status).toBe(204);
    expect((await call('GET', created.body.id)).status).toBe(404);
    expect(sim.lineItemCreations).toBe(1);
  });

  it('refuses a line item without label or scoreMaximum, with another media type, or a foreign resource link', async () => {
    const container = `${world.sim.url}/contexts/course-1/lineitems`;
    expect((await call('POST', container, { scoreMaximum: 10 }, MEDIA_TYPE.lineItem)).body.error_description).toBe('label is required');
    expect((await call('POST', container, { label: 'x', scoreMaximum: 0 }, MEDIA_TYPE.lineItem)).status).toBe(400);
    expect((await call('POST', container, { label: 'x', scoreMaximum: 1, resourceLinkId: 'nope' }, MEDIA_TYPE.lineItem)).status).toBe(400);
    expect((await call('POST', container, { label: 'x', scoreMaximum: 1 }, 'application/json')).status).toBe(415);
  });
});

describe('scores', () => {
  it('keeps the latest score per user, refusing one not later than the score on record', async () => {
    const { sim } = world;
    const item = sim.seedLineItem('course-1', { label: 'Homework 3', scoreMaximum: 10 });
    const scores = `${item.id}/scores`;
    expect((await call('POST', scores, score('student-1', '2026-01-01T10:00:00.000Z', 6), MEDIA_TYPE.score)).status).toBe(204);
    expect((await call('POST', scores, score('student-1', '2026-01-01T10:00:01+00:00', 8), MEDIA_TYPE.score)).status).toBe(204);
    const stale = await call('POST', scores, score('student-1', '2026-01-01T10:00:00.500Z', 2), MEDIA_TYPE.score);
    expect(stale.status).toBe(400);
    expect(stale.body.error_description).toMatch(/not later than the score on record/);
    const same = await call('POST', scores, score('student-1', '2026-01-01T10:00:01+00:00', 3), MEDIA_TYPE.score);
    expect(same.status).toBe(400);
    expect((await call('POST', scores, score('ta-1', '2026-01-01T09:00:00Z', 9), MEDIA_TYPE.score)).status).toBe(204);

    expect(sim.gradebook(item.id)).toEqual([
      { ...score('student-1', '2026-01-01T10:00:01+00:00', 8) },
      { ...score('ta-1', '2026-01-01T09:00:00Z', 9) },
    ]);
    expect(sim.refusedScores.map((r) => r.reason)).toHaveLength(2);
    const results = await call('GET', `${item.id}/results?user_id=student-1`);
    expect(results.body).toEqual([{ id: `${item.id}/results/student-1`, scoreOf: item.id, userId: 'student-1', resultScore: 8, resultMaximum: 10 }]);
  });

  it.each([
    ['an unknown user', { userId: 'stranger' }, /not a member/],
    ['scoreGiven without scoreMaximum', { scoreMaximum: undefined }, /scoreMaximum is required/],
    ['a bad activityProgress', { activityProgress: 'Done' }, /activityProgress must be one of/],
    ['a bad gradingProgress', { gradingProgress: 'Graded' }, /gradingProgress must be one of/],
    ['a timestamp that is not ISO 8601', { timestamp: '2026-01-01 10:00' }, /timestamp must be an ISO 8601/],
  ])('refuses %s with 400', async (_name, change, message) => {
    const item = world.sim.seedLineItem('course-1', { label: 'Homework 4', scoreMaximum: 10 });
    const answer = await call('POST', `${item.id}/scores`, { ...score('student-1', new Date().toISOString()), ...change }, MEDIA_TYPE.score);
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toMatch(message);
  });

  it('refuses a score sent as plain JSON (415)', async () => {
    const item = world.sim.seedLineItem('course-1', { label: 'Homework 5', scoreMaximum: 10 });
    expect((await call('POST', `${item.id}/scores`, score('student-1', new Date().toISOString()), 'application/json')).status).toBe(415);
  });
});

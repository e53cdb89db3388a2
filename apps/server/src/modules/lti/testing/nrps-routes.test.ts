import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TYPE, ROLE, SCOPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
let token: string;
beforeAll(async () => {
  world = await startSimulatorWorld({ pageSize: 2 });
  const { sim } = world;
  for (const n of [2, 3]) {
    sim.addPerson({ sub: `student-${n}`, name: `Student ${n}`, roles: [ROLE.learner] });
    sim.enroll('course-1', `student-${n}`, { status: n === 3 ? 'Inactive' : 'Active' });
  }
  token = sim.grantToken([SCOPE.contextMembershipReadOnly]);
});
afterAll(() => world.close());

async function get(url: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: MEDIA_TYPE.membershipContainer } });
  return { response, body: (await response.json()) as any };
}

function nextLink(response: Response): string | undefined {
  return /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
}

describe('GET /contexts/{id}/memberships', () => {
  it('lists the members across three pages, each linking the next', async () => {
    const { sim } = world;
    const pages = [];
    let url: string | undefined = `${sim.url}/contexts/course-1/memberships`;
    while (url) {
      const { response, body } = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(MEDIA_TYPE.membershipContainer);
      pages.push(body);
      url = nextLink(response);
    }
    expect(pages).toHaveLength(3);
    expect(pages[0].context).toEqual({ id: 'course-1', label: 'CS 101', title: 'Introduction to Programming' });
    const members = pages.flatMap((page) => page.members);
    expect(members.map((m) => [m.user_id, m.status])).toEqual([
      ['teacher-1', 'Active'],
      ['ta-1', 'Active'],
      ['student-1', 'Active'],
      ['student-2', 'Active'],
      ['student-3', 'Inactive'],
    ]);
    expect(members[0]).toMatchObject({ name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.edu', roles: [ROLE.instructor] });
  });

  it('filters by role, by URI or short name (a sub-role matches its role)', async () => {
    const { sim } = world;
    const learners = await get(`${sim.url}/contexts/course-1/memberships?role=Learner&limit=10`);
    expect(learners.body.members.map((m: any) => m.user_id)).toEqual(['student-1', 'student-2']);
    expect(nextLink(learners.response)).toBe(`${sim.url}/contexts/course-1/memberships?role=Learner&limit=2&page=2`);
    const instructors = await get(`${sim.url}/contexts/course-1/memberships?role=${encodeURIComponent(ROLE.instructor)}`);
    expect(instructors.body.members.map((m: any) => m.user_id)).toEqual(['teacher-1']);
    const staff = await get(`${sim.url}/contexts/course-1/memberships?role=Instructor`);
    expect(staff.body.members.map((m: any) => m.user_id)).toEqual(['teacher-1', 'ta-1']);
  });

  it('answers 404 for an unknown context', async () => {
    expect((await get(`${world.sim.url}/contexts/nope/memberships`)).response.status).toBe(404);
  });
});

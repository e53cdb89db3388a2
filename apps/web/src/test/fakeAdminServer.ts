import { COURSE_DEFAULTS, emptyRoster, type Course, type CourseLtiLink, type RegradeInboxRow, type Roster, type Section } from '@marginalia/contracts';

// An in-memory stand-in for the API calls the admin console makes, for component tests in jsdom. It keeps
// the rules the console relies on (archived courses refuse changes, a student is in one section at most)
// and records every request so tests can check what was sent.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = [status: number, body: unknown];

export function makeCourse(changes: Partial<Course> & Pick<Course, 'id' | 'name' | 'period'>): Course {
  return { ...COURSE_DEFAULTS, organization: 1, assignments: [], sections: [], inviteCode: 'JOINME42', webhooks: [], ...changes };
}

export function makeRoster(courseId: number, changes: Partial<Roster> = {}): Roster {
  return { ...emptyRoster({ id: courseId, name: 'Course', period: 'Fall 2026', organization: 1 }), ...changes };
}

const ARCHIVED = { non_field_errors: ['The Course is archived and cannot be edited.'] };

interface FakeAdminData {
  courses?: Course[];
  /** The LMS courses linked to each course (none unless given). */
  ltiLinks?: Record<number, CourseLtiLink['links']>;
  sections?: Section[];
  rosters?: Roster[];
  /** The most sections one page holds, whatever page_size asks for; small values make the client follow `next`. */
  sectionsPageCap?: number;
  /**
   * Whether GET /courses/{id}/assignments/ answers an empty list (the sider asks for it on every page). Servers
   * that simulate assignments turn it off and answer it themselves.
   */
  emptyAssignments?: boolean;
  /** Each course's regrade requests, as its inbox answers them (by course id); none when left out. */
  regradeRequests?: Record<number, RegradeInboxRow[]>;
}

export function fakeAdminServer(initial: FakeAdminData = {}) {
  const state = {
    courses: [...(initial.courses ?? [])],
    sections: [...(initial.sections ?? [])],
    rosters: [...(initial.rosters ?? [])],
    regradeRequests: { ...initial.regradeRequests },
    ltiLinks: { ...initial.ltiLinks } as Record<number, CourseLtiLink['links']>,
    invitationsSent: [] as string[],
  };
  const requests: RecordedRequest[] = [];
  const scripted = new Map<string, Answer[]>();
  let nextId = 1000;

  const course = (id: number) => state.courses.find((candidate) => candidate.id === id);
  const sectionsOf = (courseId: number) => state.sections.filter((section) => section.course === courseId);
  const summary = ({ id, name, period, archived }: Course) => ({ id, name, period, archived });

  /** A student added to a section leaves any other section of the course. */
  function placeStudents(section: Section, students: string[]) {
    for (const other of sectionsOf(section.course)) {
      if (other.id !== section.id) other.students = other.students.filter((email) => !students.includes(email));
    }
    section.students = [...students];
  }

  function route(method: string, path: string, query: URLSearchParams, body: any): Answer {
    const parts = path.split('/').filter(Boolean);
    const id = Number(parts[1]);
    if (method === 'POST' && path === '/logs/logError/') return [201, {}];
    if (parts[0] === 'courses') {
      if (method === 'GET' && parts[1] === 'mine') {
        return [200, { studentCourses: [], graderCourses: [], superGraderCourses: [], courseadminCourses: state.courses.map(summary) }];
      }
      if (method === 'POST' && parts.length === 1) {
        if (state.courses.some((other) => other.name === body.name && other.period === body.period)) {
          return [400, { non_field_errors: ['The fields name, period must make a unique set.'] }];
        }
        const created = makeCourse({ ...body, id: nextId++ });
        state.courses.push(created);
        return [201, created];
      }
      const found = course(id);
      if (!found) return [404, { detail: 'Not found.' }];
      const sub = parts[2];
      if (sub === undefined && method === 'GET') return [200, found];
      if (sub === undefined && method === 'PATCH') {
        if (found.archived && Object.keys(body).some((key) => key !== 'archived')) return [400, ARCHIVED];
        Object.assign(found, body);
        return [200, found];
      }
      if (sub === 'regenerateInviteCode' && method === 'POST') {
        if (found.archived) return [400, ARCHIVED];
        found.inviteCode = `NEW${nextId++}`;
        return [200, found];
      }
      if (sub === 'lti' && parts[3] === 'link') return ltiLink(found, method, body);
      if (sub === 'roster' && method === 'GET') return [200, state.rosters.find((roster) => roster.id === id) ?? makeRoster(id)];
      if (sub === 'sections' && method === 'GET') return [200, sectionPage(path, query, sectionsOf(id))];
      if (sub === 'regradeRequests' && method === 'GET') {
        return [200, { course: id, anonymized: false, canReveal: false, rows: state.regradeRequests[id] ?? [] }];
      }
      if (sub === 'regradeRequestCount' && method === 'GET') {
        return [200, { open: (state.regradeRequests[id] ?? []).filter((row) => row.state === 'open').length }];
      }
      if (sub === 'sendInvitations' && method === 'POST') return [200, sendInvitations(id, body)];
      if (sub === 'distributeStudents' && method === 'POST') return [200, distribute(id, body)];
      if (sub === 'assignments' && method === 'GET' && initial.emptyAssignments !== false) return [200, []];
    }
    if (parts[0] === 'sections') {
      if (method === 'POST' && parts.length === 1) {
        const target = course(body.course);
        if (target?.archived) return [400, ARCHIVED];
        if (sectionsOf(body.course).some((other) => other.name === body.name)) {
          return [400, { name: ['A section with this name already exists in this course.'] }];
        }
        const created: Section = { id: nextId++, name: body.name, course: body.course, leaders: body.leaders ?? [], students: [] };
        state.sections.push(created);
        placeStudents(created, body.students ?? []);
        return [201, created];
      }
      const section = state.sections.find((candidate) => candidate.id === id);
      if (!section) return [404, { detail: 'Not found.' }];
      if (method === 'PATCH') {
        if (body.name !== undefined) section.name = body.name;
        if (body.leaders !== undefined) section.leaders = body.leaders;
        if (body.students !== undefined) placeStudents(section, body.students);
        return [200, section];
      }
      if (method === 'DELETE') {
        state.sections = state.sections.filter((candidate) => candidate !== section);
        return [204, null];
      }
    }
    return [404, { detail: 'Not found.' }];
  }

  /** As the server: a link moves only to another course not linked yet, and an archived course's link stays. */
  function ltiLink(found: Course, method: string, body: any): Answer {
    const links = state.ltiLinks[found.id] ?? [];
    if (method === 'GET') return [200, { links }];
    if (found.archived) return [400, ARCHIVED];
    if (links.length === 0) return [400, { non_field_errors: ['This course is not linked to an LMS course.'] }];
    if (method === 'DELETE') {
      state.ltiLinks[found.id] = [];
      return [204, null];
    }
    if (method === 'PUT') {
      if (body.courseId === found.id) return [400, { courseId: ['Choose another course than this one.'] }];
      if ((state.ltiLinks[body.courseId] ?? []).length > 0) return [400, { courseId: ['That course is already linked.'] }];
      state.ltiLinks[body.courseId] = links;
      state.ltiLinks[found.id] = [];
      return [200, { links }];
    }
    return [404, { detail: 'Not found.' }];
  }

  /** As the server: only people waiting for activation are invited; anyone else named is skipped. */
  function sendInvitations(courseId: number, body: { emails?: string[]; all?: boolean }) {
    const waiting = (state.rosters.find((roster) => roster.id === courseId) ?? makeRoster(courseId)).not_activated;
    const named = body.all ? waiting : (body.emails ?? []);
    const invited = waiting.filter((email) => named.includes(email));
    state.invitationsSent.push(...invited);
    return { invited, skipped: named.filter((email) => !invited.includes(email)) };
  }

  function sectionPage(path: string, query: URLSearchParams, all: Section[]) {
    const page = Number(query.get('page') ?? 1);
    const size = Math.min(Number(query.get('page_size') ?? 100), initial.sectionsPageCap ?? 1000);
    const results = all.slice((page - 1) * size, page * size);
    const link = (to: number) => `http://server.test${path}?page=${to}&page_size=${size}`;
    return { count: all.length, next: page * size < all.length ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null, results };
  }

  function distribute(courseId: number, body: { sections?: number[]; onlyUnassigned?: boolean }) {
    const targets = sectionsOf(courseId).filter((section) => !body.sections || body.sections.includes(section.id));
    const roster = state.rosters.find((candidate) => candidate.id === courseId) ?? makeRoster(courseId);
    const assigned = new Set(sectionsOf(courseId).flatMap((section) => section.students));
    const moving = body.onlyUnassigned === false ? roster.students : roster.students.filter((email) => !assigned.has(email));
    if (body.onlyUnassigned === false) targets.forEach((section) => (section.students = []));
    for (const email of moving) {
      const target = targets.reduce((smallest, section) => (section.students.length < smallest.students.length ? section : smallest));
      placeStudents(target, [...target.students, email]);
    }
    return sectionsOf(courseId);
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const [status, answer] = scripted.get(`${method} ${url.pathname}`)?.shift() ?? route(method, url.pathname, url.searchParams, body);
    return new Response(answer === null ? null : JSON.stringify(structuredClone(answer)), { status });
  };

  return {
    state,
    requests,
    fetch,
    /** The next request to `METHOD path` gets this answer instead of the simulated one. */
    answerOnce(method: string, path: string, status: number, body: unknown) {
      const key = `${method} ${path}`;
      scripted.set(key, [...(scripted.get(key) ?? []), [status, body]]);
    },
    /** The bodies sent with `METHOD path`, oldest first. */
    sent(method: string, path: string): unknown[] {
      return requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);
    },
  };
}

export type FakeAdminServer = ReturnType<typeof fakeAdminServer>;

import { count, eq } from 'drizzle-orm';
import { auditEvents, courseMemberships, courses, ltiUsers, users } from '@marginalia/db';
import { createOrganization, createUser, tokenFor } from '../../../testing/factories';
import type { TestServer } from '../../../testing/test-server';
import { apiClient } from '../../../testing/http-client';
import { startLmsSimulator, type LmsSimulator, type LmsSimulatorOptions } from './lms-simulator';
import { ROLE } from './lti-vocabulary';
import type { ToolAnswer } from './oidc-flow';

// The launch tests' world: a test server registered with an LMS simulator (with an organization for new courses),
// and a small LMS course (an instructor, a teaching assistant, a learner, one link), as docs/LMS.md describes.

export interface LaunchWorld {
  sim: LmsSimulator;
  platformId: number;
  organizationId: number;
  adminToken: string;
  close(): Promise<void>;
}

export async function startLaunchWorld(server: TestServer, options: LmsSimulatorOptions = {}): Promise<LaunchWorld> {
  const sim = await startLmsSimulator(options);
  sim.setTool({ loginUrl: `${server.url}/lti/login`, launchUrl: `${server.url}/lti/launch`, jwksUrl: `${server.url}/lti/jwks` });
  sim.addContext({ id: 'course-1', title: 'Introduction to Programming', label: 'CS 101' });
  sim.addPerson({ sub: 'teacher-1', name: 'Ada Lovelace', email: 'ada.lms@example.edu', roles: [ROLE.instructor, ROLE.institutionFaculty] });
  sim.addPerson({ sub: 'ta-1', name: 'Grace Hopper', email: 'grace.lms@example.edu', roles: [ROLE.teachingAssistant, ROLE.instructor] });
  sim.addPerson({ sub: 'student-1', name: 'Alan Turing', email: 'alan.lms@example.edu', roles: [ROLE.learner, ROLE.institutionStudent] });
  for (const sub of ['teacher-1', 'ta-1', 'student-1']) sim.enroll('course-1', sub);
  sim.addResourceLink({ id: 'link-1', contextId: 'course-1', title: 'Homework 1' });

  const db = server.ctx.db;
  const organization = await createOrganization(db);
  const admin = await createUser(db, { isPlatformAdmin: true });
  const adminToken = await tokenFor(server.ctx, admin);
  const registered = await apiClient(server.url).post('/lti/platforms/', { auth: adminToken, body: { ...sim.registration(), organization: organization.id } });
  if (registered.status !== 201) throw new Error(`registering the simulator failed: ${registered.status} ${registered.text}`);
  return { sim, platformId: registered.body.id, organizationId: organization.id, adminToken, close: () => sim.close() };
}

/** The session and destination a successful launch hands the browser (pages.ts), read from the page. */
export function handedOver(answer: ToolAnswer): { token: string; destination: string } | null {
  const match = /var k="token",t="([^"]+)",d="([^"]+)"/.exec(answer.text);
  return match ? { token: match[1]!, destination: JSON.parse(`"${match[2]!}"`) as string } : null;
}

/** The handed-over session, or a failure naming what the page said instead. */
export function signedIn(answer: ToolAnswer): { token: string; destination: string } {
  const session = handedOver(answer);
  if (!session) throw new Error(`the launch did not sign in (${answer.status}): ${answer.text.replace(/<style>[^<]*<\/style>/, "").replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 400)}`);
  return session;
}

/** What a refused launch must leave as it was: accounts, links, courses, memberships, the audit trail. */
export async function countsOf(server: TestServer) {
  const db = server.ctx.db;
  const [[accounts], [links], [courseRows], [memberships], [events]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(ltiUsers),
    db.select({ n: count() }).from(courses),
    db.select({ n: count() }).from(courseMemberships),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return { accounts: accounts!.n, links: links!.n, courses: courseRows!.n, memberships: memberships!.n, events: events!.n };
}

export async function accountOf(server: TestServer, email: string) {
  const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

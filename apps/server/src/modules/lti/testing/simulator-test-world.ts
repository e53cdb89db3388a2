// The simulator's own tests start from this: a simulator, the throwaway tool set as its tool, and a small course
// (an instructor, a teaching assistant, a learner, one resource link).
import { startLmsSimulator, type LmsSimulator, type LmsSimulatorOptions } from './lms-simulator';
import { ROLE } from './lti-vocabulary';
import { startStubTool, type StubTool } from './stub-tool';

export interface SimulatorWorld {
  sim: LmsSimulator;
  tool: StubTool;
  close(): Promise<void>;
}

export async function startSimulatorWorld(options: LmsSimulatorOptions = {}): Promise<SimulatorWorld> {
  // Both generate an RSA key pair, the slow part: side by side.
  const started: { sim?: LmsSimulator } = {};
  const [sim, tool] = await Promise.all([
    startLmsSimulator(options),
    startStubTool(() => `${started.sim!.url}/auth`, () => started.sim!.clientId),
  ]);
  started.sim = sim;
  sim.setTool({ loginUrl: tool.loginUrl, launchUrl: tool.launchUrl, jwksUrl: tool.jwksUrl });
  sim.addContext({ id: 'course-1', title: 'Introduction to Programming', label: 'CS 101' });
  sim.addPerson({ sub: 'teacher-1', name: 'Ada Lovelace', email: 'ada@example.edu', roles: [ROLE.instructor, ROLE.institutionFaculty] });
  sim.addPerson({ sub: 'ta-1', name: 'Grace Hopper', email: 'grace@example.edu', roles: [ROLE.teachingAssistant] });
  sim.addPerson({ sub: 'student-1', name: 'Alan Turing', email: 'alan@example.edu', roles: [ROLE.learner, ROLE.institutionStudent] });
  for (const sub of ['teacher-1', 'ta-1', 'student-1']) sim.enroll('course-1', sub);
  sim.addResourceLink({ id: 'link-1', contextId: 'course-1', title: 'Homework 1' });
  return {
    sim,
    tool,
    async close() {
      await Promise.all([sim.close(), tool.close()]);
    },
  };
}

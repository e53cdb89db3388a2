import {
  ASSIGNMENT_MESSAGES,
  RUBRIC_MESSAGES,
  RubricTransfer,
  type Assignment,
  type Course,
  type FileTemplate,
  type PublicationPreview,
  type RubricCategory,
  type RubricComment,
} from '@marginalia/contracts';
import { makeAssignment } from '../../../../test/fakes';
import { fakeAdminServer, makeCourse } from '../../../../test/fakeAdminServer';

// The admin console's fake server plus assignments and rubrics, for the Assignments panel's tests. It keeps
// the rules the panel relies on: archived courses refuse writes, names are unique, lists come in sortKey, id
// order, an import goes only into an assignment without a rubric and is all or nothing.

type Answer = [status: number, body: unknown];

const ARCHIVED: Answer = [400, { non_field_errors: ['The Course is archived and cannot be edited.'] }];
const NOT_FOUND: Answer = [404, { detail: 'Not found.' }];

export { makeAssignment };

export function assignmentsTestCourse(changes: Partial<Course> = {}): Course {
  return makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026', timezone: 'America/New_York', ...changes });
}

const bySortKey = <T extends { sortKey: number; id: number }>(a: T, b: T) => a.sortKey - b.sortKey || a.id - b.id;

interface FakeAssignmentsData {
  course?: Course;
  assignments?: Assignment[];
  categories?: RubricCategory[];
  comments?: RubricComment[];
  templates?: FileTemplate[];
  /** GET /assignments/{id}/publication/ by assignment id; nothing finalized, no e-mail, no regrades otherwise. */
  publications?: Record<number, Partial<PublicationPreview>>;
}

export function fakeAssignmentsServer(initial: FakeAssignmentsData = {}) {
  const course = structuredClone(initial.course ?? assignmentsTestCourse());
  const state = {
    assignments: structuredClone(initial.assignments ?? []),
    categories: structuredClone(initial.categories ?? []),
    comments: structuredClone(initial.comments ?? []),
    templates: structuredClone(initial.templates ?? []),
  };
  course.assignments = state.assignments.map((assignment) => assignment.id);
  const admin = fakeAdminServer({ courses: [course], emptyAssignments: false });
  let nextId = 5000;

  const assignmentOf = (id: number) => state.assignments.find((assignment) => assignment.id === id);
  const categoryOf = (id: number) => state.categories.find((category) => category.id === id);
  const commentsOf = (categoryId: number) => state.comments.filter((comment) => comment.category === categoryId).sort(bySortKey);
  /** The assignment's own rubric's categories, or with `peer` its peer rubric's (the server keeps them apart). */
  const categoriesOf = (assignmentId: number, peer = false) =>
    state.categories.filter((category) => category.assignment === assignmentId && category.peer === peer).sort(bySortKey);
  const archived = () => admin.state.courses[0]!.archived;

  function tree(assignmentId: number) {
    const rubricCategories = categoriesOf(assignmentId).map((category) => ({
      ...category,
      rubricComments: commentsOf(category.id),
    }));
    return { assignment: assignmentId, rubricCategories };
  }

  function assignmentRoutes(method: string, parts: string[], body: any): Answer | null {
    if (parts.length === 1 && method === 'POST') {
      if (archived()) return ARCHIVED;
      if (!body.name?.trim()) return [400, { name: ['This field may not be blank.'] }];
      if (state.assignments.some((other) => other.name === body.name.trim())) return [400, { name: [ASSIGNMENT_MESSAGES.duplicateName] }];
      const created = makeAssignment({ anonymousGrading: course.anonymousGradingDefault, ...body, name: body.name.trim(), id: nextId++ });
      state.assignments.push(created);
      admin.state.courses[0]!.assignments.push(created.id);
      return [201, created];
    }
    const assignment = assignmentOf(Number(parts[1]));
    if (!assignment) return NOT_FOUND;
    const sub = parts.slice(2).join('/');
    if (sub === '' && method === 'GET') return [200, assignment];
    if (sub === '' && method === 'PATCH') {
      if (archived()) return ARCHIVED;
      const { course: _ignored, ...changes } = body;
      if (changes.name !== undefined && state.assignments.some((other) => other !== assignment && other.name === changes.name)) {
        return [400, { name: [ASSIGNMENT_MESSAGES.duplicateName] }];
      }
      if (changes.points === null || (typeof changes.points === 'number' && changes.points < 0)) {
        return [400, { points: ['Ensure this value is greater than or equal to 0.'] }];
      }
      Object.assign(assignment, changes);
      return [200, assignment];
    }
    if (sub === '' && method === 'DELETE') {
      if (archived()) return ARCHIVED;
      state.assignments = state.assignments.filter((other) => other !== assignment);
      return [204, null];
    }
    if (sub === 'publication' && method === 'GET') {
      const none = { finalizedSubmissions: 0, studentsWithFeedback: 0, unfinalizedSubmissions: 0, emailsStudents: false, regradeRequestsOpen: false, regradeDeadline: null };
      return [200, { ...none, isVisible: assignment.isVisible, ...initial.publications?.[assignment.id] }];
    }
    if (sub === 'rubric' && method === 'GET') return [200, tree(assignment.id)];
    if (sub === 'peerRubric' && method === 'GET') {
      const rubricCategories = categoriesOf(assignment.id, true);
      return [200, { rubricCategories, rubricComments: rubricCategories.flatMap((category) => commentsOf(category.id)) }];
    }
    if (sub === 'rubric/export' && method === 'GET') {
      const { rubricCategories } = tree(assignment.id);
      return [200, { rubricCategories: rubricCategories.map(({ id: _id, assignment: _a, rubricComments, ...category }) => ({ ...category, rubricComments: rubricComments.map(({ id: _c, category: _k, ...comment }) => comment) })) }];
    }
    if (sub === 'rubric/import' && method === 'POST') return importRubric(assignment.id, body);
    return null;
  }

  function importRubric(assignmentId: number, body: unknown): Answer {
    if (archived()) return ARCHIVED;
    const parsed = RubricTransfer.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
      return [400, errors];
    }
    if (categoriesOf(assignmentId).length > 0) return [400, { non_field_errors: [RUBRIC_MESSAGES.rubricNotEmpty] }];
    for (const { rubricComments, ...fields } of parsed.data.rubricCategories) {
      const category = addCategory({ assignment: assignmentId, ...fields });
      for (const comment of rubricComments) addComment({ ...comment, category: category.id });
    }
    return [201, tree(assignmentId)];
  }

  function addCategory(body: any): RubricCategory {
    const category: RubricCategory = { pointLimit: null, sortKey: 0, helpText: '', atMostOnce: false, peer: false, ...body, id: nextId++, rubricComments: [] };
    state.categories.push(category);
    return category;
  }

  function addComment(body: any): RubricComment {
    const comment: RubricComment = {
      text: '',
      sortKey: 0,
      explanation: '',
      instructionText: '',
      templateTextOn: false,
      name: body.name ?? `comment-${nextId}`,
      ...body,
      id: nextId++,
    };
    state.comments.push(comment);
    categoryOf(comment.category)?.rubricComments.push(comment.id);
    return comment;
  }

  function rubricRoutes(method: string, parts: string[], body: any): Answer | null {
    if (archived() && method !== 'GET') return ARCHIVED;
    if (parts[0] === 'rubricCategories') {
      if (parts.length === 1 && method === 'POST') {
        if (!body.name?.trim()) return [400, { name: ['This field may not be blank.'] }];
        return [201, addCategory(body)];
      }
      const category = categoryOf(Number(parts[1]));
      if (!category) return NOT_FOUND;
      if (method === 'PATCH') return [200, Object.assign(category, body)];
      if (method === 'DELETE') {
        state.categories = state.categories.filter((other) => other !== category);
        state.comments = state.comments.filter((comment) => comment.category !== category.id);
        return [204, null];
      }
    }
    if (parts[0] === 'rubricComments') {
      if (parts.length === 1 && method === 'POST') {
        if (typeof body.pointDelta !== 'number') return [400, { pointDelta: ['This field is required.'] }];
        return [201, addComment(body)];
      }
      const comment = state.comments.find((candidate) => candidate.id === Number(parts[1]));
      if (!comment) return NOT_FOUND;
      // No finalized work uses the comments of this fake; tests script the counts they need.
      if (parts[2] === 'gradeImpact' && method === 'POST') return [200, { finalizedGrades: 0, publishedGrades: 0, studentsEmailed: 0 }];
      if (method === 'PATCH') return [200, Object.assign(comment, body)];
      if (method === 'DELETE') {
        state.comments = state.comments.filter((other) => other !== comment);
        return [204, null];
      }
    }
    return null;
  }

  function templateRoutes(method: string, parts: string[], body: any): Answer | null {
    if (archived() && method !== 'GET') return ARCHIVED;
    if (parts.length === 1 && method === 'POST') {
      const assignment = assignmentOf(body.assignment);
      if (!assignment) return [400, { assignment: [`Invalid pk "${body.assignment}" - object does not exist.`] }];
      if (!body.name?.trim()) return [400, { name: ['This field may not be blank.'] }];
      const created: FileTemplate = { extension: '', code: '', path: null, required: false, ...body, id: nextId++ };
      state.templates.push(created);
      assignment.fileTemplates.push(created.id);
      return [201, created];
    }
    const template = state.templates.find((candidate) => candidate.id === Number(parts[1]));
    if (!template) return NOT_FOUND;
    if (method === 'GET') return [200, template];
    if (method === 'PATCH') return [200, Object.assign(template, body)];
    if (method === 'DELETE') {
      state.templates = state.templates.filter((other) => other !== template);
      for (const assignment of state.assignments) assignment.fileTemplates = assignment.fileTemplates.filter((id) => id !== template.id);
      return [204, null];
    }
    return null;
  }

  function route(method: string, path: string, body: any): Answer | null {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'fileTemplates') return templateRoutes(method, parts, body);
    if (parts[0] === 'courses' && parts[2] === 'assignments' && method === 'GET') {
      return Number(parts[1]) === course.id ? [200, [...state.assignments].sort(bySortKey)] : NOT_FOUND;
    }
    if (parts[0] === 'assignments') return assignmentRoutes(method, parts, body);
    return rubricRoutes(method, parts, body);
  }

  /** The admin server records the request and answers what it knows (or what was scripted); 404 means "ask us". */
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = await admin.fetch(input, init);
    if (answer.status !== 404) return answer;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const handled = route(init?.method ?? 'GET', new URL(String(input), 'http://app.test').pathname, body);
    if (!handled) return answer;
    const [status, reply] = handled;
    return new Response(reply === null ? null : JSON.stringify(structuredClone(reply)), { status });
  };

  return { ...admin, data: state, fetch };
}

export type FakeAssignmentsServer = ReturnType<typeof fakeAssignmentsServer>;

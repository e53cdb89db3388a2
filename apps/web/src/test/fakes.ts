import { ANONYMOUS_USER, type Assignment, type CurrentUser } from '@marginalia/contracts';
import type { CallResult } from '../api/callResult';
import type { SessionApi } from '../session/sessionMachine';
import type { TokenStore } from '../session/tokenStore';

export function makeUser(changes: Partial<CurrentUser> = {}): CurrentUser {
  return { ...ANONYMOUS_USER, id: 7, email: 'ada@example.edu', token: 'fresh-token', ...changes };
}

export function memoryTokens(initial: string | null = null): TokenStore & { value: string | null; returnValue: string | null; returnPath: string | null } {
  const tokens = {
    value: initial,
    returnValue: null as string | null,
    returnPath: null as string | null,
    get: () => tokens.value,
    set: (token: string) => void (tokens.value = token),
    clear: () => void (tokens.value = null),
    getReturn: () => tokens.returnValue,
    setReturn: (token: string) => void (tokens.returnValue = token),
    getReturnPath: () => tokens.returnPath,
    setReturnPath: (path: string) => void (tokens.returnPath = path),
    clearReturn: () => {
      tokens.returnValue = null;
      tokens.returnPath = null;
    },
  };
  return tokens;
}

type Answer<T> = CallResult<T> | (() => Promise<CallResult<T>>);

/** A SessionApi whose answers are queued by the test; unqueued calls fail like a network error. */
export function scriptedApi() {
  const queues = {
    currentUser: [] as Answer<CurrentUser>[],
    refresh: [] as Answer<{ token: string; user: CurrentUser }>[],
    login: [] as Answer<{ token: string; user: CurrentUser }>[],
  };
  const calls = { currentUser: [] as string[], refresh: [] as string[], login: [] as string[], endImpersonation: [] as string[] };
  const next = async <T>(queue: Answer<T>[]): Promise<CallResult<T>> => {
    const answer = queue.shift();
    if (!answer) return { ok: false, status: null, body: null };
    return typeof answer === 'function' ? answer() : answer;
  };
  const api: SessionApi = {
    currentUser: (token) => (calls.currentUser.push(token), next(queues.currentUser)),
    refresh: (token) => (calls.refresh.push(token), next(queues.refresh)),
    login: (email) => (calls.login.push(email), next(queues.login)),
    endImpersonation: async (token) => (calls.endImpersonation.push(token), { ok: true, data: null }),
  };
  return { api, queues, calls };
}

/**
 * An assignment as the API answers it, with fixed values for every setting not given: the server's defaults, except
 * that student uploads and regrade requests are off, so a test turns on what it relies on.
 */
export function makeAssignment(changes: Partial<Assignment> & Pick<Assignment, 'id' | 'course' | 'name'>): Assignment {
  return {
    points: 0,
    isReleased: false,
    isVisible: true,
    sortKey: 0,
    allowStudentUpload: false,
    uploadDueDate: null,
    allowLateUploads: false,
    liveFeedbackMode: false,
    anonymousGrading: false,
    additiveGrading: false,
    forcedRubricMode: false,
    collaborativeRubricMode: false,
    showFrequentlyUsedRubricComments: false,
    templateMode: false,
    allowRegradeRequests: false,
    regradeDeadline: null,
    hideGrades: false,
    hideGradersFromStudents: true,
    commentFeedback: true,
    gradeFrozen: false,
    mean: null,
    median: null,
    rubricCategories: [],
    testCategories: [],
    fileTemplates: [],
    environment: null,
    ...changes,
  };
}

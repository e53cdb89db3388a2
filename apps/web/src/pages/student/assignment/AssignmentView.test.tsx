import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type AssignmentStatistics, type CourseSummary, type StudentAssignment } from '@marginalia/contracts';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from '../testing/fakeStudentServer';
import { installFakeXhr } from '../../../test/fakeXhr';
import { disposeSessions, renderStudent, STUDENT_EMAIL, STUDENT_TEST_TIMEOUT } from '../testing/renderStudent';

const intro: CourseSummary = { id: 1, name: 'Intro', period: 'Fall 2026', archived: false };
const path = (name: string) => `/student/Intro/Fall 2026/${name}`;
let xhr: ReturnType<typeof installFakeXhr>;

beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  disposeSessions();
  xhr.restore();
  vi.useRealTimers();
});

function serverWith(assignment: StudentAssignment, changes: Parameters<typeof makeCourseView>[1] = {}, statistics: AssignmentStatistics[] = []) {
  return fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [assignment], ...changes })], statistics });
}

/** Picks files with the "Choose files" input, as the browser would hand them over. */
function choose(files: File[]) {
  const region = screen.getByRole('region', { name: 'Upload files' });
  const inputs = region.querySelectorAll('input[type="file"]');
  // The second input is the "Choose files" button's (the first is the drop area's).
  fireEvent.change(inputs[1]!, { target: { files } });
}

describe('the assignment page', STUDENT_TEST_TIMEOUT, () => {
  it('uploads the chosen files with a progress bar, then shows the result and the new file list', async () => {
    const assignment = makeStudentAssignment({ id: 5, name: 'Hello' });
    const server = serverWith(assignment);
    renderStudent(path('Hello'), { server });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    expect(screen.getByText('No files uploaded yet')).toBeTruthy();
    choose([new File(['print(1)\n'], 'main.py'), new File(['junk'], '.DS_Store')]);
    const list = await screen.findByRole('region', { name: 'Files to upload' });
    expect(within(list).getByText('main.py')).toBeTruthy();
    expect(within(list).queryByText('.DS_Store')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const sent = xhr.uploads[0]!;
    expect([sent.method, sent.url, sent.headers.Authorization]).toEqual(['POST', '/assignments/5/upload/', 'JWT student-token']);
    expect((sent.form.getAll('files') as File[]).map((file) => file.name)).toEqual(['main.py']);
    act(() => sent.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40');
    // The server now has the file; the page reads the course again after the upload.
    const file = { id: 9, name: 'main.py', path: null, extension: 'py', created: '2026-11-20T10:00:00Z', size: 9, isCurrent: true };
    server.state.views[0]!.assignments[0] = { ...assignment, status: 'submitted', submission: 3, students: [STUDENT_EMAIL], files: [file] };
    act(() => sent.respond(201, { submission: 3, students: [STUDENT_EMAIL], files: [file], lateDayCreditsUsed: 0 }));
    expect(await screen.findByText('Uploaded 1 file.')).toBeTruthy();
    const tree = await screen.findByRole('tree', { name: 'Uploaded files' });
    expect(within(tree).getByText('main.py')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("refuses files the server would refuse before sending, and shows the server's own refusal", async () => {
    renderStudent(path('Hello'), { server: serverWith(makeStudentAssignment({ id: 5, name: 'Hello' })) });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    choose([new File([new Uint8Array(UPLOAD_LIMITS.maxFileBytes + 1)], 'huge.txt')]);
    expect(await screen.findByText(UPLOAD_MESSAGES.fileTooLarge('huge.txt'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove huge.txt' }));
    choose([new File(['x'], 'work.zip')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    act(() => xhr.uploads[0]!.respond(400, { files: [UPLOAD_MESSAGES.zipBomb('zeros.txt')] }));
    expect(await screen.findByText(UPLOAD_MESSAGES.zipBomb('zeros.txt'))).toBeTruthy();
    // The choice stays, to try again.
    expect(screen.getByRole('region', { name: 'Files to upload' })).toBeTruthy();
  });

  it('offers an upload receipt by e-mail, kept on the account', async () => {
    const server = serverWith(makeStudentAssignment({ id: 5, name: 'Hello' }));
    renderStudent(path('Hello'), { server });
    const receipt = (await screen.findByRole('checkbox', { name: /E-mail me a receipt of each upload/ })) as HTMLInputElement;
    await waitFor(() => expect(receipt.disabled).toBe(false));
    expect(receipt.checked).toBe(false);
    fireEvent.click(receipt);
    await waitFor(() => expect(receipt.checked).toBe(true));
    expect(server.state.me.sendMeAConfirmationEmail).toBe(true);
    expect(server.count('PATCH', '/users/me/')).toBe(1);
  });

  it('says how many late days an upload after the due date will use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T13:00:00Z'));
    const late = makeStudentAssignment({ id: 5, name: 'Hello', uploadDueDate: '2026-11-20T12:00:00Z', allowLateUploads: true });
    renderStudent(path('Hello'), { server: serverWith(late, { lateDayCreditsAllowable: 3, lateDayCreditsUsed: 0 }) });
    expect(await screen.findByText('This upload is 2 days late and will use 2 late day credits. You will have 1 left.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upload files' })).toBeTruthy();
  });

  it('offers no upload when late uploads are off, when credits are short, or while grading', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T13:00:00Z'));
    const due = '2026-11-20T12:00:00Z';
    const first = renderStudent(path('A'), { server: serverWith(makeStudentAssignment({ id: 5, name: 'A', uploadDueDate: due })) });
    expect(await screen.findByText(UPLOAD_MESSAGES.pastDue)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upload files' })).toBeNull();
    first.unmount();
    const short = makeStudentAssignment({ id: 5, name: 'A', uploadDueDate: due, allowLateUploads: true });
    const second = renderStudent(path('A'), { server: serverWith(short, { lateDayCreditsAllowable: 2, lateDayCreditsUsed: 1 }) });
    expect(await screen.findByText(UPLOAD_MESSAGES.notEnoughLateDays)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upload files' })).toBeNull();
    second.unmount();
    renderStudent(path('A'), { server: serverWith(makeStudentAssignment({ id: 5, name: 'A', status: 'inGrading', submission: 4 })) });
    expect(await screen.findByText('Your submission is being graded, so it can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upload files' })).toBeNull();
  });

  it('still takes a new version of a submission a grader claimed before the due date, and says what it does', async () => {
    const claimed = makeStudentAssignment({ id: 5, name: 'A', uploadDueDate: '2099-01-01T00:00:00Z', status: 'inGrading', submission: 4, uploadLocked: false });
    renderStudent(path('A'), { server: serverWith(claimed) });
    expect(await screen.findByText(/Uploading a new version before the due date sends it back to the grading queue/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upload files' })).toBeTruthy();
    expect(screen.queryByText(/being graded/)).toBeNull();
  });

  it('says feedback is available, with a link to it, instead of "being graded" once it is published', async () => {
    const released = makeStudentAssignment({ id: 5, name: 'Trees', status: 'feedbackAvailable', isReleased: true, submission: 42, grade: 7.5 });
    renderStudent(path('Trees'), { server: serverWith(released) });
    const upload = await screen.findByRole('region', { name: 'Upload' });
    expect(upload.textContent).toContain('Your feedback is available, so this submission can no longer be changed.');
    expect(within(upload).getByRole('link', { name: 'Read your feedback' }).getAttribute('href')).toBe('/code/42');
    expect(screen.queryByText(/being graded/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upload files' })).toBeNull();
  });

  it('shows the grade, the way to the feedback and the class statistics once feedback is out', async () => {
    const released = makeStudentAssignment({
      id: 5,
      name: 'Trees',
      status: 'feedbackAvailable',
      isReleased: true,
      submission: 42,
      grade: 7.5,
      showStatistics: true,
      students: [STUDENT_EMAIL, 'partner@demo.edu'],
    });
    const statistics: AssignmentStatistics = {
      assignment: 5,
      points: 10,
      mean: 6.25,
      median: 6,
      min: 2,
      max: 10,
      graded: 12,
      histogram: [{ start: 0, end: 10, count: 12 }],
      finalized: null,
      inProgress: null,
      unclaimed: null,
      missing: null,
    };
    renderStudent(path('Trees'), { server: serverWith(released, {}, [statistics]) });
    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText('Your grade')).toBeTruthy();
    expect(feedback.textContent).toContain('7.5');
    expect(feedback.textContent).toContain('/ 10');
    expect(within(feedback).getByRole('link', { name: 'View feedback' }).getAttribute('href')).toBe('/code/42');
    expect(await within(feedback).findByRole('region', { name: 'Class statistics' })).toBeTruthy();
    expect(screen.getByText('partner@demo.edu')).toBeTruthy();
  });

  it('offers "Request regrade" beside the grade while regrades are allowed, and links an open request', async () => {
    const allowed = makeStudentAssignment({ id: 5, name: 'Trees', status: 'feedbackAvailable', isReleased: true, submission: 42, grade: 7.5, canRequestRegrade: true });
    const { unmount } = renderStudent(path('Trees'), { server: serverWith(allowed) });
    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByRole('link', { name: 'Request regrade' }).getAttribute('href')).toBe('/code/42?regrade=write');
    unmount();
    disposeSessions();

    const asked = makeStudentAssignment({ id: 5, name: 'Trees', status: 'feedbackAvailable', isReleased: true, submission: 42, grade: 7.5, regradeRequested: true });
    renderStudent(path('Trees'), { server: serverWith(asked) });
    const again = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(again).queryByRole('link', { name: 'Request regrade' })).toBeNull();
    expect(within(again).getByRole('link', { name: 'Regrade requested' }).getAttribute('href')).toBe('/code/42?regrade=show');
  });

  it('offers no regrade where the assignment takes none', async () => {
    const closed = makeStudentAssignment({ id: 5, name: 'Trees', status: 'feedbackAvailable', isReleased: true, submission: 42, grade: 7.5, canRequestRegrade: false });
    renderStudent(path('Trees'), { server: serverWith(closed) });
    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByRole('link', { name: 'View feedback' })).toBeTruthy();
    expect(within(feedback).queryByRole('link', { name: 'Request regrade' })).toBeNull();
  });

  it('tells the student once their shown grade changed', async () => {
    const changed = makeStudentAssignment({
      id: 5,
      name: 'Trees',
      status: 'feedbackAvailable',
      isReleased: true,
      submission: 42,
      grade: 6,
      gradeChange: { from: 8, to: 6, at: '2026-11-20T10:00:00Z' },
    });
    renderStudent(path('Trees'), { server: serverWith(changed) });
    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText('Your grade changed from 8 to 6.')).toBeTruthy();
  });

  it('lists files by folder, with older versions under the current one', async () => {
    const files = [
      { id: 1, name: 'A.java', path: 'src/util', extension: 'java', created: '2026-11-01T10:00:00Z', size: 10, isCurrent: false },
      { id: 2, name: 'README.md', path: null, extension: 'md', created: '2026-11-01T10:00:00Z', size: 2048, isCurrent: true },
      { id: 3, name: 'A.java', path: 'src/util', extension: 'java', created: '2026-11-02T10:00:00Z', size: 12, isCurrent: true },
    ];
    renderStudent(path('Hello'), { server: serverWith(makeStudentAssignment({ id: 5, name: 'Hello', status: 'submitted', submission: 3, files })) });
    const tree = await screen.findByRole('tree', { name: 'Uploaded files' });
    const titles = [...tree.querySelectorAll('.ant-tree-treenode')].map((node) => node.textContent);
    expect(titles).toEqual(['src', 'util', 'A.java12 B', 'Earlier versionSun, Nov 1, 2026, 10:00 AM UTC · 10 B', 'README.md2 KB']);
    // Before the feedback is out, the code view shows the submission (and is where partners are invited).
    expect(screen.getByRole('link', { name: 'Open your submission' }).getAttribute('href')).toBe('/code/3');
  });
});

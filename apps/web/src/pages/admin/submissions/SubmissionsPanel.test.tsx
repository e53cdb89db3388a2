import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVISION_TEXTS, SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { findDialog } from '../testing/dialogs';
import { confirmDialog, tableRows } from '../roster/testing/queries';
import { COURSE_ID, fakeSubmissionsServer, makeAssignment, makeRow, submissionsCourse } from './testing/fakeSubmissionsServer';
import { installFakeUploads } from './testing/fakeUploads';
import { cleanUpSubmissionsPanels, renderSubmissionsPanel } from './testing/renderSubmissionsPanel';

const course = submissionsCourse();
const homework = makeAssignment({ id: 11, name: 'Homework 1' });
const project = makeAssignment({ id: 12, name: 'Project', sortKey: 1 });

function serve() {
  return fakeSubmissionsServer({
    assignments: [homework, project],
    rows: {
      11: [
        makeRow({ id: 101, students: ['ann@x.edu'], sections: ['Lab A'], grader: 'ta1@x.edu', state: 'finalized', grade: 8, tests: { state: 'completed', passed: 7, failed: 2 } }),
        makeRow({ id: 102, students: ['bob@x.edu'], sections: ['Lab B'], grader: 'ta2@x.edu', needsAttention: true, tests: { state: 'running', passed: 0, failed: 0 } }),
        makeRow({ id: 103, students: ['cy@x.edu', 'eve@x.edu'], lateDayCreditsUsed: 2 }),
      ],
      12: [makeRow({ id: 201, students: ['dee@x.edu'] })],
    },
    missing: { 11: [{ student: 'dee@x.edu', section: 'Lab A' }] },
    roster: { students: ['ann@x.edu', 'bob@x.edu', 'cy@x.edu', 'dee@x.edu', 'eve@x.edu', 'fay@x.edu'], graders: ['admin@demo.edu', 'ta1@x.edu', 'ta2@x.edu'] },
  });
}

/** Options of the open dropdown (closed ones stay in the page, hidden). */
const openOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];

/** Opens an antd select by its label and picks the option whose text starts with `text`. */
async function choose(label: string, text: string, container: ParentNode = document, { multiple = false } = {}) {
  const input = within(container as HTMLElement).getByLabelText(label);
  fireEvent.mouseDown(input);
  const option = await waitFor(() => {
    const found = openOptions().find((item) => item.textContent?.startsWith(text));
    if (!found) throw new Error(`no option ${text}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
  // A closing dropdown stays open for its animation; the next choice must not find this one's options.
  if (!multiple) await waitFor(() => expect(openOptions()).toHaveLength(0));
}

const rowsShown = () => tableRows(document.querySelector('section[aria-label="Submissions"] .ant-table-wrapper') ?? document);

afterEach(() => {
  vi.restoreAllMocks();
  cleanUpSubmissionsPanels();
});

describe('SubmissionsPanel', { timeout: 60_000 }, () => {
  it('lists the first assignment’s submissions with their states, grades and the students who did not submit', async () => {
    renderSubmissionsPanel(course, serve());
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    expect(rowsShown()[0]).toContain('ann@x.edu');
    expect(rowsShown()[0]).toContain('Finalized');
    expect(rowsShown()[0]).toContain('8 / 10');
    expect(screen.getByLabelText('7 of 9 tests passed').textContent).toBe('7/9');
    expect(rowsShown()[1]).toContain('Running');
    // Its newest run before this one could not be graded: no grade, and staff are told why.
    expect(rowsShown()[1]).toContain('Needs attention');
    expect(screen.getByLabelText(/^Needs attention: The newest test run could not be graded/)).toBeTruthy();
    expect(rowsShown()[2]).toContain('Unclaimed');
    expect(screen.getByText('3 submissions')).toBeTruthy();
    expect(screen.getByText('Did not submit (1)')).toBeTruthy();
    expect(screen.getByLabelText('Grading progress').textContent).toContain('1 finalized, 1 in progress, 1 unclaimed');
  });

  it('filters the submissions by state, grader, section and search', async () => {
    renderSubmissionsPanel(course, serve());
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    await choose('Filter by state', 'In progress');
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(rowsShown()[0]).toContain('bob@x.edu');
    expect(screen.getByText('1 of 3 submissions')).toBeTruthy();
    await choose('Filter by state', 'Any state');
    await choose('Filter by grader', 'Unclaimed');
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(rowsShown()[0]).toContain('cy@x.edu');
    await choose('Filter by grader', 'Any grader');
    await choose('Filter by section', 'Lab A');
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(rowsShown()[0]).toContain('ann@x.edu');
    await choose('Filter by section', 'Any section');
    fireEvent.change(screen.getByLabelText('Search submissions'), { target: { value: 'EVE' } });
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(rowsShown()[0]).toContain('cy@x.edu');
    fireEvent.change(screen.getByLabelText('Search submissions'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No submissions match these filters.')).toBeTruthy();
  });

  it('picks the assignment named in the address and changes the address with the picker', async () => {
    const { location } = renderSubmissionsPanel(course, serve(), 'Project');
    await waitFor(() => expect(rowsShown()[0]).toContain('dee@x.edu'));
    await choose('Assignment', 'Homework 1');
    await waitFor(() => expect(location()).toBe('/admin/Intro to Programming/Fall 2026/submissions/Homework 1'));
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
  });

  it('asks to unfinalize before reassigning a finalized submission, showing the server’s reason', async () => {
    const server = serve();
    renderSubmissionsPanel(course, server);
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('Change the grader of ann@x.edu'));
    const dialog = await findDialog('Change grader');
    expect(within(dialog).getByText('This submission is finalized. Unfinalize it before you change its grader.')).toBeTruthy();
    await choose('Grader', 'ta2@x.edu', dialog);
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText(SUBMISSION_MESSAGES.unfinalizeFirst)).toBeTruthy();

    fireEvent.click(within(dialog).getByText('Unfinalize'));
    await waitFor(() => expect(within(dialog).queryByText(/This submission is finalized/)).toBeNull());
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent !== 'Change grader' || !document.body.contains(dialog)).toBe(true));
    expect(server.sent('PATCH', '/submissions/101/')).toEqual([{ grader: 'ta2@x.edu' }, { isFinalized: false }, { grader: 'ta2@x.edu' }]);
    await waitFor(() => expect(rowsShown()[0]).toContain('ta2@x.edu'));
    expect(rowsShown()[0]).toContain('In progress');
  });

  it('asks before unfinalizing work whose feedback is published, saying what its students will see', async () => {
    const server = fakeSubmissionsServer({
      assignments: [makeAssignment({ id: 11, name: 'Homework 1', isReleased: true, isVisible: true })],
      rows: { 11: [makeRow({ id: 101, students: ['ann@x.edu'], grader: 'ta1@x.edu', state: 'finalized', grade: 8 })] },
      roster: { students: ['ann@x.edu'], graders: ['ta1@x.edu'] },
    });
    renderSubmissionsPanel(course, server);
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Unfinalize the submission of ann@x.edu'));
    const confirm = await confirmDialog(REVISION_TEXTS.unfinalizeTitle);
    expect(within(confirm).getByText(REVISION_TEXTS.unfinalizeContent)).toBeTruthy();
    expect(server.sent('PATCH', '/submissions/101/')).toEqual([]);
    fireEvent.click(within(confirm).getByText(REVISION_TEXTS.unfinalizeConfirm));
    await waitFor(() => expect(server.sent('PATCH', '/submissions/101/')).toEqual([{ isFinalized: false }]));
  });

  it('asks before the Change grader dialog unfinalizes work whose feedback is published', async () => {
    const server = fakeSubmissionsServer({
      assignments: [makeAssignment({ id: 11, name: 'Homework 1', isReleased: true, isVisible: true })],
      rows: { 11: [makeRow({ id: 101, students: ['ann@x.edu'], grader: 'ta1@x.edu', state: 'finalized', grade: 8 })] },
      roster: { students: ['ann@x.edu'], graders: ['ta1@x.edu', 'ta2@x.edu'] },
    });
    renderSubmissionsPanel(course, server);
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Change the grader of ann@x.edu'));
    const dialog = await findDialog('Change grader');
    fireEvent.click(within(dialog).getByText('Unfinalize'));
    const question = await screen.findByText(REVISION_TEXTS.unfinalizeContent);
    expect(server.sent('PATCH', '/submissions/101/')).toEqual([]);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: REVISION_TEXTS.unfinalizeConfirm }));
    await waitFor(() => expect(server.sent('PATCH', '/submissions/101/')).toEqual([{ isFinalized: false }]));
  });

  it('releases a submission to nobody, finalizes with the server’s refusal shown, and deletes after confirming', async () => {
    const server = serve();
    renderSubmissionsPanel(course, server);
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('Finalize the submission of cy@x.edu and eve@x.edu'));
    expect(await screen.findByText(SUBMISSION_MESSAGES.finalizeNeedsGrader)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Change the grader of bob@x.edu'));
    const dialog = await findDialog('Change grader');
    await choose('Grader', 'Unclaimed', dialog);
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(server.sent('PATCH', '/submissions/102/')).toEqual([{ grader: '' }]));

    fireEvent.click(screen.getByLabelText('Delete the submission of bob@x.edu'));
    const confirm = await confirmDialog('Delete the submission of bob@x.edu?');
    fireEvent.click(within(confirm).getByText('Delete'));
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    expect(server.requests.some((request) => request.method === 'DELETE' && request.path === '/submissions/102/')).toBe(true);
  });

  it('offers no changes in an archived course', async () => {
    renderSubmissionsPanel(submissionsCourse({ archived: true }), serve());
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    expect(screen.queryByLabelText('Delete the submission of ann@x.edu')).toBeNull();
    expect(screen.getByLabelText('Open the submission of ann@x.edu').getAttribute('href')).toBe('/code/101');
    expect(screen.getByText('Upload for students').closest('button')).toHaveProperty('disabled', true);
  });
});

describe('bulk upload', { timeout: 60_000 }, () => {
  let uploads: ReturnType<typeof installFakeUploads>;
  beforeEach(() => (uploads = installFakeUploads()));
  afterEach(() => uploads.restore());

  const option = (email: string) => openOptions().find((item) => item.textContent?.startsWith(email));

  it('lets several students be chosen only when none has a submission', async () => {
    renderSubmissionsPanel(course, serve());
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    fireEvent.click(screen.getByText('Upload for students'));
    const dialog = await findDialog('Upload files for students');
    fireEvent.mouseDown(within(dialog).getByLabelText('Students'));
    await waitFor(() => expect(option('ann@x.edu')).toBeTruthy());
    expect(option('ann@x.edu')?.textContent).toContain('Already has a submission');
    fireEvent.click(option('dee@x.edu')!);
    await waitFor(() => expect(option('ann@x.edu')?.getAttribute('aria-disabled') ?? option('ann@x.edu')?.className).toMatch(/true|disabled/));
    expect(option('fay@x.edu')?.className).not.toContain('disabled');
    fireEvent.click(option('fay@x.edu')!);
    expect(await within(dialog).findByText('A new submission is created for these 2 students.')).toBeTruthy();
  });

  it('uploads files for one student who has a submission, with the token, and reports the result', async () => {
    renderSubmissionsPanel(course, serve());
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    fireEvent.click(screen.getByText('Upload for students'));
    const dialog = await findDialog('Upload files for students');
    await choose('Students', 'ann@x.edu', dialog, { multiple: true });
    expect(await within(dialog).findByText('The files go into the existing submission of ann@x.edu.')).toBeTruthy();
    await waitFor(() => expect(option('bob@x.edu')?.className).toContain('disabled'));
    const file = new File(['print(1)\n'], 'main.py');
    const nested = new File(['x'], 'Util.java');
    Object.defineProperty(nested, 'webkitRelativePath', { value: 'project/src/Util.java' });
    fireEvent.change(within(dialog).getByLabelText('Files to upload'), { target: { files: [file] } });
    fireEvent.change(within(dialog).getByLabelText('Folder to upload'), { target: { files: [nested] } });
    expect(await within(dialog).findByText('src/Util.java')).toBeTruthy();

    uploads.reply(400, { non_field_errors: ['Uploads are not open for this assignment.'] });
    fireEvent.click(within(dialog).getByText('Upload'));
    expect(await within(dialog).findByText('Uploads are not open for this assignment.')).toBeTruthy();

    const release = uploads.holdReplies();
    uploads.reply(201, { submission: 101, students: ['ann@x.edu'], files: [], lateDayCreditsUsed: 0 });
    fireEvent.click(within(dialog).getByText('Upload'));
    expect(await within(dialog).findByLabelText('Upload progress')).toBeTruthy();
    release();
    expect(await screen.findByText('Uploaded 0 files for ann@x.edu.')).toBeTruthy();
    expect(uploads.uploads.at(-1)).toEqual({
      url: '/assignments/11/upload/',
      headers: { Accept: 'application/json', Authorization: 'JWT token' },
      students: ['ann@x.edu'],
      paths: ['main.py', 'src/Util.java'],
    });
  });
});

describe('exports', { timeout: 60_000 }, () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  it('downloads each export from its address under the server’s file name', async () => {
    const server = serve();
    renderSubmissionsPanel(course, server);
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    fireEvent.click(screen.getByText('Download all submissions (.zip)'));
    await waitFor(() => expect(saved).toEqual(['Intro-Homework 1-submissions.zip']));
    fireEvent.click(screen.getByText('Export grades (CSV)'));
    await waitFor(() => expect(saved).toHaveLength(2));
    fireEvent.click(screen.getByText('Export course grades (CSV)'));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved).toEqual(['Intro-Homework 1-submissions.zip', 'Intro-Homework 1-grades.csv', 'Intro-grades.csv']);
    const paths = server.requests.filter((request) => /export|download/i.test(request.path)).map((request) => request.path);
    expect(paths).toEqual(['/assignments/11/downloadSubmissions/', '/assignments/11/exportGrades/', `/courses/${COURSE_ID}/exportGrades/`]);
  });

  it('downloads the course grades in the shape an LMS imports, chosen from a menu', async () => {
    const server = serve();
    renderSubmissionsPanel(course, server);
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('Export course grades for an LMS gradebook'));
    fireEvent.click(await screen.findByText('For Brightspace'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = server.requests.filter((request) => /export/i.test(request.path)).map((request) => `${request.path}?${request.query.toString()}`);
    expect(asked).toEqual([`/courses/${COURSE_ID}/exportGrades/?format=brightspace`]);
  });
});

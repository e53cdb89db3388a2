import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROSTER_MESSAGES } from '@marginalia/contracts';
import { button, dialogTableRows as tableRows } from '../testing/queries';
import { emptyRoster, fakeRosterServer, rosterTestCourse } from '../testing/fakeRosterServer';
import { cleanUpRosterPanels, renderRosterPanel } from '../testing/renderRosterPanel';

afterEach(cleanUpRosterPanels);

const ME = 'admin@demo.edu';
const course = rosterTestCourse();
const importPath = `/courses/${course.id}/importRoster/`;

function setUp() {
  const server = fakeRosterServer({
    roster: emptyRoster(course.id, { students: ['ann@x.edu'], graders: [ME], courseAdmins: [ME], inactive_students: ['old@x.edu'] }),
    callerEmail: ME,
  });
  renderRosterPanel(course, server, ME);
  return server;
}

async function openUpload() {
  await screen.findByText('ann@x.edu');
  fireEvent.click(screen.getByText('Upload roster'));
  return screen.findByText('Roster file');
}

const importButton = () => screen.getByText('Import').closest('button')!;

/** Opens the antd select labelled `label` and picks the option whose text is `text`. */
async function choose(label: string, text: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (item) => item.textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

/** Text as UTF-16 little-endian with its byte order mark, as Blackboard's offline download is written. */
function utf16le(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index += 1) {
    bytes[2 + index * 2] = text.charCodeAt(index) & 0xff;
    bytes[3 + index * 2] = text.charCodeAt(index) >> 8;
  }
  return bytes;
}

describe('RosterUploadDialog', { timeout: 60_000 }, () => {
  it('blocks the import until every error is fixed, fixing a row inline, then imports', async () => {
    const server = setUp();
    await openUpload();
    fireEvent.click(screen.getByText('Paste a list'));
    fireEvent.change(screen.getByLabelText('Paste e-mails or CSV rows'), {
      target: { value: 'new@x.edu\nbad-email,student\nold@x.edu,student,Lab A,extra\nann@x.edu' },
    });
    fireEvent.click(screen.getByText('Preview'));

    await waitFor(() => expect(tableRows()).toHaveLength(4));
    await waitFor(() => expect(screen.getByText('Enter a valid email address.')).toBeTruthy());
    expect(server.sent('POST', importPath)[0]).toEqual({
      rows: [
        { email: 'new@x.edu', role: 'student' },
        { email: 'bad-email', role: 'student' },
        { email: 'old@x.edu', role: 'student', section: 'Lab A' },
        { email: 'ann@x.edu', role: 'student' },
      ],
      replace: false,
      dryRun: true,
    });
    expect(screen.getByText('Too many columns (4): expected email, role and an optional section.')).toBeTruthy();
    expect(screen.getByText(ROSTER_MESSAGES.uploadFixErrors)).toBeTruthy();
    expect(screen.getByText('2 errors')).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);
    const rows = tableRows();
    expect(rows[0]).toContain('new account');
    expect(rows[3]).toContain('unchanged');

    // Fix line 2 in place; the row is judged again by another dry run.
    fireEvent.click(button('Edit line 2'));
    fireEvent.change(screen.getByLabelText('E-mail on line 2'), { target: { value: 'fixed@x.edu' } });
    fireEvent.click(button('Save line 2'));
    await waitFor(() => expect(server.sent('POST', importPath)).toHaveLength(2));
    await waitFor(() => expect(tableRows()[1]).toContain('new account'));
    expect(screen.getByText('1 error')).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);

    // Editing a row clears the problem found while reading it.
    fireEvent.click(button('Edit line 3'));
    fireEvent.change(screen.getByLabelText('Section on line 3'), { target: { value: 'Lab B' } });
    fireEvent.click(button('Save line 3'));
    await waitFor(() => expect(tableRows()[2]).toContain('re-enroll'));
    expect(screen.getByText('0 errors')).toBeTruthy();
    expect(screen.queryByText(ROSTER_MESSAGES.uploadFixErrors)).toBeNull();
    await waitFor(() => expect(importButton()).toHaveProperty('disabled', false));

    fireEvent.click(importButton());
    expect(await screen.findByText('Roster imported')).toBeTruthy();
    expect(server.sent('POST', importPath).at(-1)).toMatchObject({ dryRun: false, replace: false });
    expect(server.roster.students).toEqual(['ann@x.edu', 'fixed@x.edu', 'new@x.edu', 'old@x.edu']);
    fireEvent.click(screen.getByText('Back to the roster'));
    expect(await screen.findByText('Students (4)')).toBeTruthy();
  });

  it('removes a row from the upload, and shows the refusal when the server rejects the import', async () => {
    const server = setUp();
    await openUpload();
    fireEvent.click(screen.getByText('Paste a list'));
    fireEvent.change(screen.getByLabelText('Paste e-mails or CSV rows'), { target: { value: 'a@x.edu,grader\nnope,grader' } });
    fireEvent.click(screen.getByText('Preview'));
    await waitFor(() => expect(screen.getByText('1 error')).toBeTruthy());
    fireEvent.click(button('Remove line 2 from the upload'));
    await waitFor(() => expect(importButton()).toHaveProperty('disabled', false));
    expect(tableRows()).toHaveLength(1);

    server.answerOnce('POST', importPath, 400, { rows: ['Row 1: The roster changed meanwhile.'] });
    fireEvent.click(importButton());
    expect(await screen.findByText('Row 1: The roster changed meanwhile.')).toBeTruthy();
    expect(screen.queryByText('Roster imported')).toBeNull();
  });

  it('reads a CSV file with a header, numbering rows by their line in the file', async () => {
    const server = setUp();
    await openUpload();
    const file = new File(['\uFEFFE-mail,Role,Section\r\nnew@x.edu,TA,Lab A\r\n\r\nsecond@x.edu,student,\r\n'], 'roster.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Roster file'), { target: { files: [file] } });
    await screen.findByText('roster.csv');
    fireEvent.click(screen.getByText('Replace', { exact: false }));
    fireEvent.click(screen.getByText('Preview'));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(tableRows()[0]).toMatch(/^2new@x\.edu/);
    expect(tableRows()[1]).toMatch(/^4second@x\.edu/);
    expect(screen.getByText('roster.csv: 2 rows')).toBeTruthy();
    expect(server.sent('POST', importPath)[0]).toMatchObject({ replace: true, dryRun: true });
  });

  it('refuses a spreadsheet that was not saved as CSV', async () => {
    setUp();
    await openUpload();
    const file = new File(['PK\u0003\u0004binary'], 'roster.xlsx');
    fireEvent.change(screen.getByLabelText('Roster file'), { target: { files: [file] } });
    await screen.findByText('roster.xlsx');
    fireEvent.click(screen.getByText('Preview'));
    expect(await screen.findByText(/This is not a CSV file/)).toBeTruthy();
    expect(within(document.body).queryByText('Import')).toBeNull();
  });

  it('sends an LMS export for the server to read, then previews its rows with the problems found on them', async () => {
    const server = setUp();
    await openUpload();
    await choose('File format', 'Blackboard export');
    expect(screen.getByText(/Grade Center, Work Offline, Download/)).toBeTruthy();
    expect(screen.queryByLabelText('Role for rows without one')).toBeNull();
    const noEmail = 'This Blackboard export has no e-mail for Tomas Brandt (login "tbrandt"). Type their e-mail in, or remove the row.';
    server.answerOnce('POST', importPath, 200, {
      format: 'blackboard',
      rows: [
        { email: 'nia@x.edu', role: 'students', section: null, outcome: 'newUser', errors: [], line: 2, name: 'Nia Okafor' },
        { email: '', role: 'students', section: null, outcome: 'error', errors: [noEmail], problems: [noEmail], line: 3, name: 'Tomas Brandt' },
      ],
      fileErrors: [],
      removals: [],
      newSections: [],
      errorCount: 1,
      applied: false,
    });
    const text = '"Last Name"\t"First Name"\t"Username"\t"Student ID"\r\n"Okafor"\t"Nia"\t"nia@x.edu"\t"1"\r\n"Brandt"\t"Tomas"\t"tbrandt"\t"2"\r\n';
    const file = new File([utf16le(text)], 'gc_download.xls');
    fireEvent.change(screen.getByLabelText('Roster file'), { target: { files: [file] } });
    await screen.findByText('gc_download.xls');
    fireEvent.click(screen.getByText('Preview'));

    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(server.sent('POST', importPath)[0]).toEqual({ format: 'blackboard', file: text, replace: false, dryRun: true });
    expect(tableRows()[0]).toMatch(/^2nia@x\.edu/);
    expect(await screen.findByText(noEmail)).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);

    fireEvent.click(button('Remove line 3 from the upload'));
    await waitFor(() => expect(importButton()).toHaveProperty('disabled', false));
    fireEvent.click(importButton());
    expect(await screen.findByText('Roster imported')).toBeTruthy();
    expect(server.sent('POST', importPath).at(-1)).toMatchObject({ rows: [{ email: 'nia@x.edu', role: 'student' }], dryRun: false });
    expect(server.roster.students).toContain('nia@x.edu');
  });

  it('shows the server’s refusal of a file that is not the export chosen', async () => {
    const server = setUp();
    await openUpload();
    await choose('File format', 'LMS export (recognise which one)');
    server.answerOnce('POST', importPath, 400, { file: ['This file is not a roster export Marginalia can read.'] });
    fireEvent.click(screen.getByText('Paste a list'));
    fireEvent.change(screen.getByLabelText('Paste e-mails or CSV rows'), { target: { value: 'email\nnia@x.edu' } });
    fireEvent.click(screen.getByText('Preview'));
    expect(await screen.findByText('This file is not a roster export Marginalia can read.')).toBeTruthy();
    expect(server.sent('POST', importPath)[0]).toEqual({ format: 'lms', file: 'email\nnia@x.edu', replace: false, dryRun: true });
    expect(screen.queryByText('Import')).toBeNull();
  });
});

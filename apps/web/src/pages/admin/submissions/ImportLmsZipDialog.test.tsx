import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubmissionImportResult } from '@marginalia/contracts';
import { fakeSubmissionsServer, makeAssignment, makeRow, submissionsCourse } from './testing/fakeSubmissionsServer';
import { cleanUpSubmissionsPanels, renderSubmissionsPanel } from './testing/renderSubmissionsPanel';

afterEach(cleanUpSubmissionsPanels);

const course = submissionsCourse();
const homework = makeAssignment({ id: 11, name: 'Homework 1' });

/** The submissions fake, with POST importSubmissions answered from `answers` and each form it received kept. */
function serve(answers: SubmissionImportResult[]) {
  const server = fakeSubmissionsServer({ assignments: [homework], rows: { 11: [makeRow({ id: 101, students: ['ann@x.edu'] })] }, missing: {}, roster: { students: ['ann@x.edu'] } });
  const forms: Record<string, unknown>[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (String(input).includes('/assignments/11/importSubmissions/') && init?.body instanceof FormData) {
      const form = init.body;
      forms.push({ format: form.get('format'), dryRun: form.get('dryRun'), files: form.getAll('files').map((file) => (file as File).name) });
      return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return server.fetch(input, init);
  };
  return { server: { ...server, fetch }, forms };
}

const preview: SubmissionImportResult = {
  format: 'moodle',
  applied: false,
  imported: [{ email: 'ann@x.edu', name: 'Ann Lee', files: ['main.py'], submission: null }],
  unmatched: [{ entry: 'Bo Chan_9_assignsubmission_file_/a.py', reason: 'Nobody in the roster export is Bo Chan.' }],
};

describe('ImportLmsZipDialog', { timeout: 60_000 }, () => {
  it('previews who gets which files and what nobody gets, then imports', async () => {
    const { server, forms } = serve([preview, { ...preview, applied: true, imported: [{ ...preview.imported[0]!, submission: 101 }] }]);
    renderSubmissionsPanel(course, server);
    fireEvent.click(await screen.findByText('Import submissions from an LMS'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('LMS'));
    fireEvent.click(await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((item) => item.textContent === 'Moodle')!));
    expect(within(dialog).getByText(/Participants, Download table data as CSV/)).toBeTruthy();
    const zipInput = dialog.querySelector<HTMLInputElement>('#lms-zip-file')!;
    const rosterInput = dialog.querySelector<HTMLInputElement>('#lms-zip-roster')!;
    fireEvent.change(zipInput, { target: { files: [new File(['PK'], 'all.zip')] } });
    fireEvent.change(rosterInput, { target: { files: [new File(['First name'], 'participants.csv')] } });
    await within(dialog).findByText('all.zip');
    expect(within(dialog).getByText('Import').closest('button')).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getByText('Preview'));
    expect(await within(dialog).findByText('Will be imported: 1 student')).toBeTruthy();
    expect(within(dialog).getByText('ann@x.edu (Ann Lee): main.py')).toBeTruthy();
    expect(within(dialog).getByText('Bo Chan_9_assignsubmission_file_/a.py')).toBeTruthy();
    expect(within(dialog).getByText(/Nobody in the roster export is Bo Chan\./)).toBeTruthy();
    expect(forms[0]).toEqual({ format: 'moodle', dryRun: 'true', files: ['participants.csv', 'all.zip'] });

    fireEvent.click(within(dialog).getByText('Import'));
    expect(await within(dialog).findByText('Imported: 1 student')).toBeTruthy();
    expect(forms[1]).toEqual({ format: 'moodle', dryRun: null, files: ['participants.csv', 'all.zip'] });
    expect(within(dialog).queryByText('Import')).toBeNull();
  });
});

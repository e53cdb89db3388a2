import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions } from '../../../../../test/renderAdmin';
import { button, findButton } from '../../testing/queries';
import { fakeTestsServer, TESTS_ASSIGNMENT_ID } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';

afterEach(disposeSessions);

const FILES = `/assignments/${TESTS_ASSIGNMENT_ID}/environment/files/`;
const created = '2026-11-26T09:00:00Z';

async function filesSection() {
  return within(await screen.findByRole('region', { name: 'Helper files' }));
}

function choose(section: ReturnType<typeof within>, files: File[]) {
  // The Tests tab has more than one upload (the autograder zip's too): the input is the one this label names.
  const labelled = section.getByLabelText('Choose helper or solution files');
  const input = labelled.matches('input') ? labelled : labelled.querySelector('input[type="file"]');
  fireEvent.change(input!, { target: { files } });
}

describe('helper files of the Tests tab', { timeout: 60_000 }, () => {
  it('lists the files with their role and size, and says students never see them', async () => {
    renderTestsTab(
      fakeTestsServer({
        files: [
          { id: 1, path: 'data/input.txt', role: 'helper', size: 2048, created },
          { id: 2, path: 'solution.py', role: 'solution', size: 300, created },
        ],
      }),
    );
    const section = await filesSection();
    expect(section.getByText(/Students never see them in Marginalia/)).toBeTruthy();
    const helperRow = section.getByText('data/input.txt').closest('tr')!;
    expect(within(helperRow).getByText('Helper')).toBeTruthy();
    expect(within(helperRow).getByText('2.0 KB')).toBeTruthy();
    expect(within(section.getByText('solution.py').closest('tr')!).getByText('Solution')).toBeTruthy();
  });

  it('uploads several chosen files at once with the chosen role', async () => {
    const server = fakeTestsServer();
    renderTestsTab(server);
    const section = await filesSection();
    expect(button('Upload', document).disabled).toBe(true);
    fireEvent.click(section.getByLabelText(/Solution files/));
    choose(section, [new File(['print(1)'], 'solution.py'), new File(['PK'], 'more.zip')]);
    fireEvent.click(await findButton('Upload 2 files as solution'));
    await section.findByText('solution.py', { selector: 'code, code *' });
    expect(server.tests.uploads).toEqual([{ role: 'solution', names: ['solution.py', 'more.zip'] }]);
    expect(server.sent('POST', FILES)).toHaveLength(1);
    await waitFor(() => expect(button('Upload', document).disabled).toBe(true));
  });

  it('shows the server’s refusal beside the upload and keeps the chosen files', async () => {
    const server = fakeTestsServer();
    renderTestsTab(server);
    const section = await filesSection();
    server.answerOnce('POST', FILES, 400, { file: ['The zip could not be read.'] });
    choose(section, [new File(['x'], 'broken.zip')]);
    fireEvent.click(await findButton('Upload 1 file as helper'));
    expect(await section.findByText('The zip could not be read.')).toBeTruthy();
    expect(button('Upload 1 file as helper', document).disabled).toBe(false);
  });

  it('deletes a file after a confirmation that names it', async () => {
    const server = fakeTestsServer({ files: [{ id: 5, path: 'expected.txt', role: 'helper', size: 10, created }] });
    renderTestsTab(server);
    const section = await filesSection();
    fireEvent.click(section.getByLabelText('Delete helper file expected.txt'));
    const confirm = await screen.findByText('Delete expected.txt?');
    fireEvent.click(button('Delete', confirm.closest('.ant-popover')!));
    await waitFor(() => expect(section.queryByText('expected.txt')).toBeNull());
    expect(server.sent('DELETE', `${FILES}5/`)).toHaveLength(1);
  });
});

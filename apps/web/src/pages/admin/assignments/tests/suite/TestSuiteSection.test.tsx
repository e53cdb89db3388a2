import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions } from '../../../../../test/renderAdmin';
import { findDialog } from '../../../testing/dialogs';
import { button, findButton } from '../../testing/queries';
import { fakeTestsServer, makeTestCase } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';

afterEach(disposeSessions);

const created = '2026-11-26T09:00:00Z';

function serve() {
  return fakeTestsServer({
    categories: [
      { id: 1, assignment: 11, name: 'Basics', sortKey: 0 },
      { id: 2, assignment: 11, name: 'Units', sortKey: 1 },
    ],
    cases: [
      makeTestCase({ id: 10, testCategory: 1, description: 'Adds two numbers', command: 'python3 add.py', exposed: true, pointsPass: 2, sortKey: 1 }),
      makeTestCase({ id: 11, testCategory: 1, description: 'Reads stdin', command: 'python3 read.py', sortKey: 0 }),
      makeTestCase({ id: 20, testCategory: 2, type: 'unit', description: 'Unit tests', fileName: 'test_add.py', script: 'def test_add(): pass' }),
      makeTestCase({ id: 21, testCategory: 2, type: 'external', description: 'test_add', generatedBy: 20, sortKey: 1 }),
    ],
    files: [{ id: 3, path: 'expected.txt', role: 'helper', size: 4, created }],
  });
}

async function suiteSection() {
  return within(await screen.findByRole('region', { name: 'Categories and tests' }));
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function chooseOption(field: HTMLElement, label: string) {
  fireEvent.mouseDown(field);
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

describe('categories and tests of the Tests tab', { timeout: 60_000 }, () => {
  it('lists each category’s tests in order, with kind, points and exposure, and generated tests under their maker', async () => {
    renderTestsTab(serve());
    const section = await suiteSection();
    const basics = within(await section.findByRole('region', { name: 'Test category Basics' }));
    const names = basics.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Test Reads stdin', 'Test Adds two numbers']);
    const adds = within(basics.getByRole('listitem', { name: 'Test Adds two numbers' }));
    expect(adds.getByText('Input/output')).toBeTruthy();
    expect(adds.getByText('2 points if passed, 0 if failed')).toBeTruthy();
    expect(adds.getByText('Exposed')).toBeTruthy();
    expect(within(basics.getByRole('listitem', { name: 'Test Reads stdin' })).getByText('Hidden')).toBeTruthy();
    const created = within(section.getByRole('list', { name: 'Tests created by Unit tests' }));
    expect(created.getByText('test_add')).toBeTruthy();
    expect(created.getByText('From a run')).toBeTruthy();
  });

  it('creates, renames and deletes a category', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await suiteSection();
    fireEvent.click(button('Add category', document));
    type(await section.findByLabelText('Category name'), 'Edge cases');
    fireEvent.click(button('Add category', document.querySelector('form#new-test-category')!));
    await section.findByRole('region', { name: 'Test category Edge cases' });
    expect(server.sent('POST', '/testCategories/')).toEqual([{ assignment: 11, name: 'Edge cases', sortKey: 2 }]);

    fireEvent.click(section.getByLabelText('Rename category Edge cases'));
    type(await section.findByDisplayValue('Edge cases'), 'Corner cases');
    fireEvent.click(await findButton('Rename category'));
    await section.findByRole('region', { name: 'Test category Corner cases' });

    fireEvent.click(section.getByLabelText('Delete category Basics'));
    const confirm = (await screen.findByText('Delete the category “Basics”?')).closest('.ant-popover')! as HTMLElement;
    expect(within(confirm).getByText(/Its 2 tests and their results/)).toBeTruthy();
    fireEvent.click(button('Delete', confirm));
    await waitFor(() => expect(section.queryByRole('region', { name: 'Test category Basics' })).toBeNull());
  });

  it('adds an input/output test whose expected output comes from a helper file', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await suiteSection();
    fireEvent.click(section.getByLabelText('Add test to Basics'));
    const drawer = within(await findDialog('New test in Basics'));
    type(drawer.getByLabelText('Description'), 'Prints the sum');
    type(drawer.getByLabelText('Command'), 'python3 sum.py');
    type(drawer.getByLabelText('Standard input'), '1 2\n');
    fireEvent.click(drawer.getByLabelText('A helper file'));
    await chooseOption(await drawer.findByLabelText('Expected output file'), 'expected.txt');
    fireEvent.click(drawer.getByLabelText('Regular expression'));
    type(drawer.getByLabelText('Points when it passes'), '3');
    fireEvent.click(drawer.getByLabelText("Students see this test's result when they submit"));
    type(drawer.getByLabelText('Explanation (Markdown)'), 'Check **spacing**.');
    fireEvent.click(button('Add test', document.querySelector('.ant-drawer')!));

    await section.findByRole('listitem', { name: 'Test Prints the sum' });
    expect(server.sent('POST', '/testCases/')).toEqual([
      {
        type: 'io_cli',
        description: 'Prints the sum',
        pointsPass: 3,
        pointsFail: 0,
        explanation: 'Check **spacing**.',
        exposed: true,
        timeLimitSeconds: null,
        command: 'python3 sum.py',
        input: '1 2\n',
        expectedOutput: '',
        expectedOutputFile: 'expected.txt',
        isFlexible: false,
        outputIsRegexp: true,
        testCategory: 1,
        sortKey: 2,
      },
    ]);
  });

  it('shows the fields of the chosen kind and refuses a unit test without code before sending', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await suiteSection();
    fireEvent.click(section.getByLabelText('Add test to Units'));
    const dialog = await findDialog('New test in Units');
    const drawer = within(dialog);
    await chooseOption(drawer.getByLabelText('Kind'), 'Unit tests');
    type(await drawer.findByLabelText('Test file name'), 'test_sum.py');
    expect(drawer.queryByLabelText('Command')).toBeNull();
    fireEvent.click(button('Add test', dialog));
    expect(await drawer.findByText('A test of the kind “Unit tests” needs this field.')).toBeTruthy();
    expect(server.sent('POST', '/testCases/')).toEqual([]);

    await chooseOption(drawer.getByLabelText('Kind'), 'External');
    expect(await drawer.findByText(/results arrive through the API/)).toBeTruthy();
    await chooseOption(drawer.getByLabelText('Kind'), 'Results file');
    expect(await drawer.findByText('results.json')).toBeTruthy();
  });

  it('puts the server’s messages under the fields they concern', async () => {
    const server = serve();
    server.answerOnce('POST', '/testCases/', 400, { arguments: ['Enter the arguments as a JSON array, e.g. [1, "two"].'] });
    renderTestsTab(server);
    const section = await suiteSection();
    fireEvent.click(section.getByLabelText('Add test to Basics'));
    const dialog = await findDialog('New test in Basics');
    const drawer = within(dialog);
    await chooseOption(drawer.getByLabelText('Kind'), 'Function call');
    type(await drawer.findByLabelText('File'), 'sum.py');
    type(drawer.getByLabelText('Function'), 'add');
    type(drawer.getByLabelText('Arguments (JSON array)'), '[1, 2');
    fireEvent.click(button('Add test', dialog));
    expect(await drawer.findByText('Enter the arguments as a JSON array, e.g. [1, "two"].')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a generated test’s points and exposure only', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await suiteSection();
    fireEvent.click(section.getByLabelText('Edit test test_add'));
    const dialog = await findDialog('Generated test test_add');
    const drawer = within(dialog);
    expect(drawer.queryByLabelText('Kind')).toBeNull();
    expect(drawer.queryByLabelText('Description')).toBeNull();
    type(drawer.getByLabelText('Points when it passes'), '0.5');
    fireEvent.click(drawer.getByLabelText("Students see this test's result when they submit"));
    fireEvent.click(button('Save test', dialog));
    await waitFor(() => expect(server.sent('PATCH', '/testCases/21/')).toEqual([{ pointsPass: 0.5, pointsFail: 0, exposed: true }]));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions } from '../../../../../test/renderAdmin';
import { button } from '../../testing/queries';
import { fakeTestsServer, TESTS_ASSIGNMENT_ID } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';

afterEach(disposeSessions);

const ENVIRONMENT = `/assignments/${TESTS_ASSIGNMENT_ID}/environment/`;

async function environmentSection() {
  return within(await screen.findByRole('region', { name: 'Environment' }));
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('environment of the Tests tab', { timeout: 60_000 }, () => {
  it('saves the language, build command, limits and student options in one PATCH', async () => {
    const server = fakeTestsServer();
    renderTestsTab(server);
    const section = await environmentSection();
    expect(section.getByText(/Network: always off/)).toBeTruthy();
    expect(section.getByText('Default 10 s, at most 120 s')).toBeTruthy();
    expect((section.getByLabelText('Build command') as HTMLInputElement).placeholder).toMatch(/None needed/);

    fireEvent.mouseDown(section.getByLabelText('Language'));
    fireEvent.click(await screen.findByText('Java (JDK 17)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect((section.getByLabelText('Build command') as HTMLInputElement).placeholder).toMatch(/javac compiles every \.java file/));
    type(section.getByLabelText('Build command'), 'javac *.java');
    type(section.getByLabelText('CPU time'), '20');
    type(section.getByLabelText('Runs per student'), '5');
    type(section.getByLabelText(/Nudge mode/), '2');
    fireEvent.click(section.getByLabelText('Run tests when a student uploads'));
    fireEvent.click(section.getByLabelText('Add the results to the submission as _tests.txt'));
    fireEvent.click(button('Save environment', document));

    await section.findByText('Saved');
    expect(server.sent('PATCH', ENVIRONMENT)).toEqual([
      {
        language: 'java',
        buildCommand: 'javac *.java',
        limits: { cpuSeconds: 20, wallSeconds: 30, memoryMb: 768, processes: 64, fileSizeMb: 16, outputKb: 1024 },
        runOnUpload: false,
        maxStudentTestRuns: 5,
        nudgeLimit: 2,
        testsAsTextFile: true,
      },
    ]);
    expect(server.tests.environment?.language).toBe('java');
  });

  it('sends an emptied limit on runs as no limit', async () => {
    const server = fakeTestsServer();
    server.tests.environment = { ...(await (await server.fetch(ENVIRONMENT)).json()), maxStudentTestRuns: 3 };
    renderTestsTab(server);
    const section = await environmentSection();
    await waitFor(() => expect((section.getByLabelText('Runs per student') as HTMLInputElement).value).toBe('3'));
    type(section.getByLabelText('Runs per student'), '');
    fireEvent.click(button('Save environment', document));
    await section.findByText('Saved');
    expect((server.sent('PATCH', ENVIRONMENT)[0] as { maxStudentTestRuns: unknown }).maxStudentTestRuns).toBeNull();
  });

  it('shows the server’s limit messages under the limits group', async () => {
    const server = fakeTestsServer();
    server.answerOnce('PATCH', ENVIRONMENT, 400, { limits: ['CPU time: Ensure this value is less than or equal to 60.'] });
    renderTestsTab(server);
    const section = await environmentSection();
    fireEvent.click(button('Save environment', document));
    const group = await section.findByRole('group', { name: 'Limits of each run' });
    expect(await within(group).findByText('CPU time: Ensure this value is less than or equal to 60.')).toBeTruthy();
    expect(section.queryByText('Saved')).toBeNull();
  });

  it('puts a field’s message under the field', async () => {
    const server = fakeTestsServer();
    server.answerOnce('PATCH', ENVIRONMENT, 400, { buildCommand: ['Ensure this field has no more than 2000 characters.'] });
    renderTestsTab(server);
    const section = await environmentSection();
    fireEvent.click(button('Save environment', document));
    expect(await section.findByText('Ensure this field has no more than 2000 characters.')).toBeTruthy();
  });

  it('is read-only in an archived course', async () => {
    renderTestsTab(fakeTestsServer({ archived: true }));
    const section = await environmentSection();
    expect((section.getByLabelText('Build command') as HTMLInputElement).disabled).toBe(true);
    expect(button('Save environment', document).disabled).toBe(true);
  });
});

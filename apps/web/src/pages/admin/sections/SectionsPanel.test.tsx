import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Section } from '@marginalia/contracts';
import { fakeAdminServer, makeCourse, makeRoster } from '../../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { findDialog } from '../testing/dialogs';
import { STUDENTS_DRAG_TYPE } from './MoverPane';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const SECTIONS = '/admin/Intro/Fall/sections';
const students = Array.from({ length: 12 }, (_, index) => `s${String(index + 1).padStart(2, '0')}@demo.edu`);
const section = (id: number, name: string, members: string[], leaders: string[] = []): Section => ({
  id,
  name,
  course: 1,
  leaders,
  students: members,
});

function serve({
  archived = false,
  sections = [section(11, 'Lab A', students.slice(0, 4), ['ta1@demo.edu']), section(12, 'Lab B', students.slice(4, 6))],
  sectionsPageCap = 1000,
} = {}) {
  return fakeAdminServer({
    sectionsPageCap,
    courses: [makeCourse({ id: 1, name: 'Intro', period: 'Fall', archived })],
    sections,
    rosters: [makeRoster(1, { students, graders: ['admin@demo.edu', 'ta1@demo.edu', 'ta2@demo.edu'] })],
  });
}

/** The table body's table: a sticky header is drawn as a table of its own. */
const table = () => screen.getAllByRole('table').find((candidate) => candidate.querySelector('tbody')) as HTMLElement;
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const sectionsTable = async () => {
  await screen.findByText('Lab A');
  return table();
};

/** Opens an antd select by its label, types a search and picks the option showing `text`. */
async function choose(container: HTMLElement, label: string, search: string, text: string) {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent?.startsWith(text));
    if (!found) throw new Error(`no option ${text}`);
    return found as HTMLElement;
  });
  const shown = option.textContent;
  fireEvent.click(option);
  return shown;
}

describe('sections panel', CONSOLE_TEST_TIMEOUT, () => {
  it('lists sections with their leaders and sizes', async () => {
    const server = serve();
    renderAdmin(SECTIONS, { server });
    await sectionsTable();
    expect(within(rowOf('Lab A')).getByText('ta1@demo.edu')).toBeTruthy();
    expect(within(rowOf('Lab A')).getByText('4')).toBeTruthy();
    expect(within(rowOf('Lab B')).getByText('No leader')).toBeTruthy();
    expect(screen.getByText(/2 sections · 12 students · 6 without a section/)).toBeTruthy();
    expect(server.requests.find((request) => request.path === '/courses/1/sections/')?.query.get('page_size')).toBe('100');
  });

  it('follows next links when a course has more sections than a page holds', async () => {
    const many = Array.from({ length: 5 }, (_, index) => section(20 + index, `Group ${index + 1}`, []));
    const server = serve({ sections: many, sectionsPageCap: 2 });
    renderAdmin(SECTIONS, { server });
    expect(await screen.findByText('Group 5')).toBeTruthy();
    expect(screen.getByText('5 sections')).toBeTruthy();
    expect(server.requests.filter((request) => request.path === '/courses/1/sections/')).toHaveLength(3);
  });

  it('finds sections by a student’s e-mail as the user types', async () => {
    renderAdmin(SECTIONS, { server: serve() });
    await sectionsTable();
    fireEvent.change(screen.getByLabelText('Search sections'), { target: { value: 'S05@' } });
    await waitFor(() => expect(within(table()).queryByText('Lab A')).toBeNull());
    expect(within(table()).getByText('Lab B')).toBeTruthy();
  });

  it('creates a section, and shows the server’s refusal of a duplicate name beside the field', async () => {
    const server = serve();
    renderAdmin(SECTIONS, { server });
    await sectionsTable();
    fireEvent.change(screen.getByLabelText('New section'), { target: { value: 'Lab C ' } });
    fireEvent.click(screen.getByRole('button', { name: /Add section/ }));
    expect(await within(table()).findByText('Lab C')).toBeTruthy();
    expect(server.sent('POST', '/sections/')).toEqual([{ name: 'Lab C', course: 1 }]);

    fireEvent.change(screen.getByLabelText('New section'), { target: { value: 'Lab A' } });
    fireEvent.click(screen.getByRole('button', { name: /Add section/ }));
    expect(await screen.findByText('A section with this name already exists in this course.')).toBeTruthy();
  });

  it('deletes a section after a confirmation naming it', async () => {
    const server = serve();
    renderAdmin(SECTIONS, { server });
    await sectionsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Delete section Lab B' }));
    const confirm = await screen.findByText('Delete section “Lab B”?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table()).queryByText('Lab B')).toBeNull());
    expect(server.requests.some((request) => request.method === 'DELETE' && request.path === '/sections/12/')).toBe(true);
  });

  it('renames a section and picks its leaders and students, sending only what changed', async () => {
    const server = serve();
    renderAdmin(SECTIONS, { server });
    await sectionsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit section Lab B' }));
    const drawer = await findDialog('Section Lab B');
    fireEvent.change(within(drawer).getByLabelText('Section name'), { target: { value: 'Lab B2' } });
    await choose(drawer, 'Leaders', 'ta2', 'ta2@demo.edu');
    // Each student is marked with where they are now.
    expect(await choose(drawer, 'Students', 's07', 's07@demo.edu')).toBe('s07@demo.eduUnassigned');
    expect(within(drawer).getByText(/without a section \(6\)/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save section' }));
    expect(await within(table()).findByText('Lab B2')).toBeTruthy();
    expect(server.sent('PATCH', '/sections/12/')).toEqual([
      { name: 'Lab B2', leaders: ['ta2@demo.edu'], students: ['s05@demo.edu', 's06@demo.edu', 's07@demo.edu'] },
    ]);
    expect(within(rowOf('Lab B2')).getByText('3')).toBeTruthy();
  });

  it('distributes the students without a section and shows the outcome', async () => {
    const server = serve();
    renderAdmin(SECTIONS, { server });
    await sectionsTable();
    fireEvent.click(screen.getByRole('button', { name: /Distribute students evenly/ }));
    const dialog = await findDialog('Distribute students evenly');
    expect((within(dialog).getByLabelText('Only students without a section') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Distribute' }));
    expect(await within(dialog).findByText('6 students were placed.')).toBeTruthy();
    expect(server.sent('POST', '/courses/1/distributeStudents/')).toEqual([{ onlyUnassigned: true }]);
    expect(screen.getByText(/everyone has a section/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(rowOf('Lab A')).getByText('6')).toBeTruthy();
  });

  it('moves selected students between lists from the keyboard', async () => {
    const server = serve();
    const { location } = renderAdmin(SECTIONS, { server });
    await sectionsTable();
    fireEvent.click(screen.getByText('Move students'));
    await waitFor(() => expect(location()).toBe('/admin/Intro/Fall/sections/move'));
    const left = await screen.findByRole('region', { name: 'Left list' });
    fireEvent.click(within(left).getByText('s07@demo.edu').closest('.ant-table-row')!.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 selected to the right list' }));
    expect(await screen.findByText('Moved 1 student to Lab A.')).toBeTruthy();
    expect(server.sent('PATCH', '/sections/11/')).toEqual([{ students: [...students.slice(0, 4), 's07@demo.edu'] }]);
    await waitFor(() => expect(within(left).queryByText('s07@demo.edu')).toBeNull());
  });

  it('moves a student dragged onto the other list', async () => {
    const server = serve();
    renderAdmin(`${SECTIONS}/move`, { server });
    const right = await screen.findByRole('region', { name: 'Right list' });
    const left = screen.getByRole('region', { name: 'Left list' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'none',
      dropEffect: 'none',
    };
    // Out of Lab A (on the right) and into "No section" (on the left).
    fireEvent.dragStart(within(right).getByText('s02@demo.edu').closest('.ant-table-row')!, { dataTransfer });
    expect(data.has(STUDENTS_DRAG_TYPE)).toBe(true);
    fireEvent.dragOver(left, { dataTransfer });
    fireEvent.drop(left, { dataTransfer });
    await waitFor(() => expect(server.sent('PATCH', '/sections/11/')).toEqual([{ students: ['s01@demo.edu', 's03@demo.edu', 's04@demo.edu'] }]));
    expect(await within(left).findByText('s02@demo.edu')).toBeTruthy();
  });

  it('shows an archived course’s sections without any way to change them', async () => {
    renderAdmin(SECTIONS, { server: serve({ archived: true }) });
    await sectionsTable();
    const disabled = (name: string | RegExp) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(disabled(/Add section/)).toBe(true);
    expect(disabled(/Distribute students evenly/)).toBe(true);
    expect(disabled('Delete section Lab A')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'View section Lab A' }));
    const drawer = await findDialog('Section Lab A');
    expect((within(drawer).getByLabelText('Section name') as HTMLInputElement).disabled).toBe(true);
    expect((within(drawer).getByRole('button', { name: 'Save section' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

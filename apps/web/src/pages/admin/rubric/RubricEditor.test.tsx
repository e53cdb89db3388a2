import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GRADE_IMPACT_TEXTS, gradeImpactQuestion, RUBRIC_MESSAGES, type RubricCategory, type RubricComment } from '@marginalia/contracts';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { findDialog } from '../testing/dialogs';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../assignments/testing/fakeAssignmentsServer';
import { ASSIGNMENTS_TEST_TIMEOUT, button, findButton, openTab } from '../assignments/testing/queries';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const LAB_1 = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201';

const category = (id: number, name: string, changes: Partial<RubricCategory> = {}): RubricCategory => ({
  id,
  assignment: 11,
  name,
  pointLimit: null,
  sortKey: 0,
  helpText: '',
  atMostOnce: false,
  peer: false,
  rubricComments: [],
  ...changes,
});
const comment = (id: number, categoryId: number, text: string, changes: Partial<RubricComment> = {}): RubricComment => ({
  id,
  category: categoryId,
  text,
  pointDelta: 1,
  sortKey: 0,
  explanation: '',
  instructionText: '',
  templateTextOn: false,
  name: `c${id}`,
  ...changes,
});

function serve({ archived = false, categories = [] as RubricCategory[], comments = [] as RubricComment[] } = {}) {
  return fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived }),
    assignments: [makeAssignment({ id: 11, course: 1, name: 'Lab 1', points: 10 })],
    categories,
    comments,
  });
}

const withRubric = ({ archived = false } = {}) =>
  serve({
    archived,
    categories: [category(21, 'Style', { sortKey: 0, pointLimit: 4 }), category(22, 'Correctness', { sortKey: 1 })],
    comments: [
      comment(31, 21, 'Unclear names', { sortKey: 0, pointDelta: 1 }),
      comment(32, 21, 'Long functions', { sortKey: 1, pointDelta: 2 }),
      comment(33, 22, 'Nice tests', { pointDelta: -1 }),
    ],
  });

async function openRubric() {
  await openTab('Rubric');
}

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const categoryNames = () => [...document.querySelectorAll('section[aria-label^="Category "] h4')].map((heading) => heading.textContent);

/** jsdom lays nothing out; give each element a place so the keyboard sensor can find its neighbours. */
function layOut(elements: Iterable<HTMLElement>) {
  [...elements].forEach((element, index) => {
    element.getBoundingClientRect = () => ({ x: 0, y: index * 100, top: index * 100, left: 0, bottom: index * 100 + 100, right: 600, width: 600, height: 100, toJSON: () => ({}) });
  });
}

/** Picks up a drag handle with the keyboard, moves it `downs` places down and drops it. */
async function keyboardMove(handle: HTMLElement, downs: number) {
  handle.focus();
  // The keyboard sensor listens for the moving keys from the next tick on.
  const press = async (code: string) => {
    fireEvent.keyDown(document.activeElement ?? handle, { code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  await press('Space');
  for (let step = 0; step < downs; step++) await press('ArrowDown');
  await press('Space');
}

describe('rubric editor', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('explains rubrics when there is none, then adds a category and a comment with the signs people read', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    await openRubric();
    expect(await screen.findByText(/This assignment has no rubric yet/)).toBeTruthy();

    fireEvent.click(button('Add category'));
    fireEvent.change(await field('Category name'), { target: { value: 'Style' } });
    fireEvent.change(await field('Point limit'), { target: { value: '-4' } });
    expect(screen.getByText(/-4 means no more than 4 points lost/)).toBeTruthy();
    fireEvent.click(button('Add category', document.querySelector('form') as HTMLElement));
    expect(await screen.findByText('At most 4 points lost')).toBeTruthy();
    expect(server.sent('POST', '/rubricCategories/')).toEqual([
      { name: 'Style', pointLimit: 4, helpText: '', atMostOnce: false, sortKey: 0, assignment: 11 },
    ]);

    fireEvent.click(screen.getByLabelText('Add a comment to Style'));
    fireEvent.change(await field('Comment text'), { target: { value: 'Unclear variable names' } });
    fireEvent.change(await field('Points'), { target: { value: '-2' } });
    fireEvent.click(button('Add comment', document.querySelector('form') as HTMLElement));
    const list = await screen.findByLabelText('Comments of Style');
    await within(list).findByText('Unclear variable names');
    expect(within(list).getByText('-2')).toBeTruthy();
    expect(server.sent('POST', '/rubricComments/')).toEqual([
      { text: 'Unclear variable names', pointDelta: 2, explanation: '', instructionText: '', templateTextOn: false, category: server.data.categories[0]!.id, sortKey: 0 },
    ]);
  });

  it('renders help texts, comment texts and explanations as Markdown, without their HTML', async () => {
    renderAdmin(LAB_1, {
      server: serve({
        categories: [category(21, 'Style', { helpText: 'Read **PEP 8**<img src=x onerror=alert(1)>' })],
        comments: [comment(31, 21, 'Use `snake_case` names', { explanation: 'See [the guide](https://peps.python.org/pep-0008/)' })],
      }),
    });
    await openRubric();
    const about = await screen.findByLabelText('About Style');
    expect(about.querySelector('strong')?.textContent).toBe('PEP 8');
    expect(about.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(screen.getByText('snake_case').tagName).toBe('CODE');
    const link = within(screen.getByLabelText('Explanation of c31')).getByRole('link', { name: 'the guide' });
    expect(link.getAttribute('href')).toBe('https://peps.python.org/pep-0008/');
  });

  it("edits a comment in place and shows the server's refusal beside its field", async () => {
    const server = withRubric();
    const { notifications } = renderAdmin(LAB_1, { server });
    await openRubric();
    fireEvent.click(await screen.findByLabelText('Edit comment c32'));
    fireEvent.change(await field('Short name'), { target: { value: 'c31' } });
    server.answerOnce('PATCH', '/rubricComments/32/', 400, { name: [RUBRIC_MESSAGES.duplicateCommentName] });
    fireEvent.click(button('Save comment'));
    const error = await screen.findByText(RUBRIC_MESSAGES.duplicateCommentName);
    expect(error.closest('.ant-form-item')?.textContent).toContain('Short name');
    expect(server.sent('PATCH', '/rubricComments/32/')).toEqual([{ name: 'c31' }]);
    expect(notifications).toEqual([]);

    fireEvent.change(await field('Short name'), { target: { value: 'long-functions' } });
    fireEvent.change(await field('Points'), { target: { value: '-3' } });
    fireEvent.click(button('Save comment'));
    expect(await screen.findByText('-3')).toBeTruthy();
    expect(server.sent('PATCH', '/rubricComments/32/')[1]).toEqual({ name: 'long-functions', pointDelta: 3 });
  });

  it('asks before changing decided grades, with the count from the server, and sends the count agreed to', async () => {
    const server = withRubric();
    renderAdmin(LAB_1, { server });
    await openRubric();
    const impact = { finalizedGrades: 3, publishedGrades: 3, studentsEmailed: 3 };
    fireEvent.click(await screen.findByLabelText('Edit comment c32'));
    fireEvent.change(await field('Points'), { target: { value: '-4' } });
    server.answerOnce('POST', '/rubricComments/32/gradeImpact/', 200, impact);
    fireEvent.click(button('Save comment'));
    expect(await screen.findByText(gradeImpactQuestion(impact))).toBeTruthy();
    expect(server.sent('POST', '/rubricComments/32/gradeImpact/')).toEqual([{ change: { pointDelta: 4 } }]);
    // Declining writes nothing and keeps the form.
    fireEvent.click(await findButton(GRADE_IMPACT_TEXTS.cancel));
    await waitFor(() => expect(button('Save comment')).toBeTruthy());
    expect(server.sent('PATCH', '/rubricComments/32/')).toEqual([]);

    server.answerOnce('POST', '/rubricComments/32/gradeImpact/', 200, impact);
    fireEvent.click(button('Save comment'));
    fireEvent.click(await findButton(GRADE_IMPACT_TEXTS.confirm));
    expect(await screen.findByText('-4')).toBeTruthy();
    const patch = server.requests.find((request) => request.method === 'PATCH' && request.path === '/rubricComments/32/');
    expect(patch?.body).toEqual({ pointDelta: 4 });
    expect(patch?.query.get('confirmedGrades')).toBe('3');
  });

  it('reorders categories and comments with the keyboard, writing the sort keys that change', async () => {
    const server = withRubric();
    renderAdmin(LAB_1, { server });
    await openRubric();
    await screen.findByText('Correctness');
    layOut(document.querySelectorAll<HTMLElement>('section[aria-label^="Category "]'));
    await keyboardMove(screen.getByLabelText('Reorder category Style'), 1);
    await waitFor(() => expect(categoryNames()).toEqual(['Correctness', 'Style']));
    await waitFor(() => expect(server.sent('PATCH', '/rubricCategories/21/')).toEqual([{ sortKey: 1 }]));
    expect(server.sent('PATCH', '/rubricCategories/22/')).toEqual([{ sortKey: 0 }]);

    const style = await screen.findByLabelText('Comments of Style');
    layOut(style.querySelectorAll<HTMLElement>(':scope > li'));
    await keyboardMove(screen.getByLabelText('Reorder comment c31'), 1);
    await waitFor(() => expect(server.sent('PATCH', '/rubricComments/31/')).toEqual([{ sortKey: 1 }]));
    expect(server.sent('PATCH', '/rubricComments/32/')).toEqual([{ sortKey: 0 }]);
    await waitFor(() => expect([...style.querySelectorAll(':scope > li')].map((item) => item.textContent)).toEqual([expect.stringContaining('Long functions'), expect.stringContaining('Unclear names')]));
  });

  it('previews an imported file and shows why the server refused it', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    await openRubric();
    fireEvent.click(await findButton('Import'));
    const dialog = await findDialog('Import a rubric');
    const rubric = {
      rubricCategories: [
        { name: 'Style', pointLimit: 4, rubricComments: [{ text: 'Names', pointDelta: 1, name: 'same' }, { text: 'Length', pointDelta: 2, name: 'same' }] },
        { name: 'Tests', rubricComments: [] },
      ],
    };
    const file = new File([JSON.stringify(rubric)], 'style rubric.json', { type: 'application/json' });
    fireEvent.change(within(dialog).getByLabelText('Rubric file'), { target: { files: [file] } });
    expect(await within(dialog).findByText('2 categories, 2 comments')).toBeTruthy();
    expect(within(dialog).getByText('At most 4 points lost')).toBeTruthy();

    server.answerOnce('POST', '/assignments/11/rubric/import/', 400, { rubricCategories: [RUBRIC_MESSAGES.duplicateNamesInImport('same')] });
    fireEvent.click(button('Import rubric', dialog));
    expect(await within(dialog).findByText('The rubric was not imported.')).toBeTruthy();
    expect(within(dialog).getByText(`rubricCategories: ${RUBRIC_MESSAGES.duplicateNamesInImport('same')}`)).toBeTruthy();
    expect(server.sent('POST', '/assignments/11/rubric/import/')).toEqual([rubric]);
  });

  it('imports a rubric file into an empty rubric', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    await openRubric();
    fireEvent.click(await findButton('Import'));
    const dialog = await findDialog('Import a rubric');
    const rubric = { rubricCategories: [{ name: 'Style', rubricComments: [{ text: 'Names', pointDelta: 1 }] }] };
    fireEvent.change(within(dialog).getByLabelText('Rubric file'), { target: { files: [new File([JSON.stringify(rubric)], 'r.json')] } });
    await within(dialog).findByText('1 category, 1 comment');
    fireEvent.click(button('Import rubric', dialog));
    expect(await screen.findByText('Names')).toBeTruthy();
    expect(categoryNames()).toEqual(['Style']);
  });

  it('refuses a file that is not a rubric before sending anything', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    await openRubric();
    fireEvent.click(await findButton('Import'));
    const dialog = await findDialog('Import a rubric');
    fireEvent.change(within(dialog).getByLabelText('Rubric file'), { target: { files: [new File(['name,points'], 'rubric.csv')] } });
    expect(await within(dialog).findByText(/it is not valid JSON/)).toBeTruthy();
    expect(button('Import rubric', dialog).disabled).toBe(true);
    expect(server.sent('POST', '/assignments/11/rubric/import/')).toEqual([]);
  });

  it('exports the rubric as a JSON download', async () => {
    const texts: Promise<string>[] = [];
    // jsdom has no object URLs; the download's content is read where the link would be made.
    URL.createObjectURL = (blob: Blob) => {
      texts.push(
        new Promise((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(blob);
        }),
      );
      return 'blob:rubric';
    };
    URL.revokeObjectURL = () => {};
    const server = withRubric();
    renderAdmin(LAB_1, { server });
    await openRubric();
    fireEvent.click(await findButton('Export'));
    await waitFor(() => expect(texts).toHaveLength(1));
    const exported = JSON.parse(await texts[0]!) as { rubricCategories: { name: string; rubricComments: unknown[] }[] };
    expect(exported.rubricCategories.map((item) => [item.name, item.rubricComments.length])).toEqual([['Style', 2], ['Correctness', 1]]);
  });

  it('is read-only in an archived course', async () => {
    renderAdmin(LAB_1, { server: withRubric({ archived: true }) });
    await openRubric();
    await screen.findByText('Correctness');
    for (const label of ['Edit category Style', 'Delete category Style', 'Reorder category Style', 'Edit comment c31', 'Add a comment to Style']) {
      expect((screen.getByLabelText(label) as HTMLButtonElement).disabled, label).toBe(true);
    }
    expect(button('Add category').disabled).toBe(true);
  });
});

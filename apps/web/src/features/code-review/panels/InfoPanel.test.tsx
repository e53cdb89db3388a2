import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReviewPermissions, Submission } from '@marginalia/contracts';
import type { GradeBreakdown } from '../model/types';
import { InfoPanel } from './InfoPanel';
import { makeCategory, makePermissions, makeReview, makeSubmission } from './testing/fixtures';
import { renderPanel } from './testing/renderPanel';

const style = makeCategory({ id: 1, name: 'Style', pointLimit: 4 });
const logic = makeCategory({ id: 2, name: 'Logic' });
const unused = makeCategory({ id: 3, name: 'Unused' });
const breakdown: GradeBreakdown = {
  points: 10,
  additiveGrading: false,
  categories: [
    { category: style, sum: 5, counted: 4 },
    { category: logic, sum: -1, counted: -1 },
    { category: unused, sum: 0, counted: 0 },
  ],
  freeComments: 0.5,
  tests: 2,
  total: 8.5,
};

function show(submission: Partial<Submission>, permissions: Partial<ReviewPermissions> = {}, lateDayCreditsAllowable: number | null = null, noUnfinalize = false) {
  const handlers = { onClaim: vi.fn(), onFinalize: vi.fn(), onUnfinalize: vi.fn() };
  const review = makeReview({ submission: makeSubmission(submission) });
  review.course.lateDayCreditsAllowable = lateDayCreditsAllowable;
  review.course.noUnfinalize = noUnfinalize;
  renderPanel(<InfoPanel review={review} breakdown={breakdown} permissions={makePermissions(permissions)} busy={false} {...handlers} />);
  return handlers;
}

function value(label: string): string | null {
  const term = screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' });
  return term.closest('.ant-descriptions-item')?.querySelector('.ant-descriptions-item-content')?.textContent ?? null;
}

describe('InfoPanel', () => {
  it('shows the students, the grader, the state, dates in the course time zone and late days', () => {
    show(
      {
        students: ['ada@example.edu', 'bob@example.edu'],
        grader: 'tara@example.edu',
        dateUploaded: '2024-03-01T12:00:00.000Z',
        lateDayCreditsUsed: 1,
      },
      {},
      3,
    );
    expect(value('Students')).toBe('ada@example.edubob@example.edu');
    expect(value('Grader')).toBe('tara@example.edu');
    expect(value('Status')).toBe('In progress');
    // Noon UTC is 7 AM in New York in March (before daylight saving time).
    expect(value('Uploaded')).toBe('Mar 1, 2024, 7:00 AM EST');
    expect(screen.getAllByTitle('Time zone: America/New_York')).toHaveLength(2);
    expect(value('Late days used')).toBe('1 of 3 allowed');
  });

  it('shows an unclaimed submission as such, with pseudonyms as given', () => {
    show({ students: ['Student 7'] });
    expect(value('Student')).toBe('Student 7');
    expect(value('Grader')).toBe('Unclaimed');
    expect(value('Status')).toBe('Unclaimed');
    expect(screen.queryByText('Late days used')).toBeNull();
  });

  it('breaks the grade down: points, each category after its cap, free comments, tests and total', () => {
    show({ grader: 'tara@example.edu' });
    const list = within(screen.getByRole('list', { name: 'Grade breakdown' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Points10',
      'Style-4 (capped from -5)',
      'Logic+1',
      'Free comments-0.5',
      'Tests+2',
      'Total8.5 / 10',
    ]);
  });

  it('hides the grade when points are hidden', () => {
    show({}, { showPoints: false, role: 'student' });
    expect(screen.queryByRole('list', { name: 'Grade breakdown' })).toBeNull();
  });

  it('offers Claim on an unclaimed submission', () => {
    const unclaimed = show({}, { canClaim: true });
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(unclaimed.onClaim).toHaveBeenCalledTimes(1);
  });

  it('offers Done on a claimed submission', () => {
    const claimed = show({ grader: 'tara@example.edu' }, { canFinalize: true, canUnfinalize: false });
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unfinalize' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(claimed.onFinalize).toHaveBeenCalledTimes(1);
  });

  it('offers Unfinalize on a finalized submission', () => {
    const finalized = show({ grader: 'tara@example.edu', isFinalized: true }, { canUnfinalize: true });
    expect(value('Status')).toBe('Finalized');
    fireEvent.click(screen.getByRole('button', { name: 'Unfinalize' }));
    expect(finalized.onUnfinalize).toHaveBeenCalledTimes(1);
  });

  it('shows no grading buttons to a student', () => {
    show({ grader: null, hasGrader: true, isFinalized: true }, { role: 'student' });
    expect(value('Grader')).toBe('Assigned');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says a finalized submission is read-only to staff, and that its grades are frozen', () => {
    show({ isFinalized: true, grader: 'tara@example.edu' }, { role: 'grader', canUnfinalize: true });
    expect(screen.getByText('Finalized: comments and rubric items are read-only until you unfinalize it.')).toBeTruthy();
  });

  it('lists the grade history newest first, with cause, person and time', () => {
    const review = makeReview({ submission: makeSubmission({ isFinalized: true }) });
    review.assignment.gradeFrozen = true;
    const changes = [
      { id: 1, submission: 1, oldGrade: 9, newGrade: 7, cause: 'rubric' as const, actor: 'ada@example.edu', student: null, created: '2026-11-01T10:00:00Z' },
      { id: 2, submission: 1, oldGrade: 7, newGrade: 7.5, cause: 'tests' as const, actor: null, student: null, created: '2026-11-02T10:00:00Z' },
      { id: 3, submission: 1, oldGrade: 7.5, newGrade: 7.5, cause: 'partner_removed' as const, actor: 'ada@example.edu', student: 'bob@example.edu', created: '2026-11-03T10:00:00Z' },
    ];
    renderPanel(
      <InfoPanel
        review={review}
        breakdown={breakdown}
        permissions={makePermissions({ role: 'admin' })}
        busy={false}
        onClaim={vi.fn()}
        onFinalize={vi.fn()}
        onUnfinalize={vi.fn()}
        gradeHistory={{ changes, failed: false }}
      />,
    );
    expect(screen.getByText('Grades frozen')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Grade history' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('7.5 → 7.5A student was removed from the submission: bob@example.eduada@example.edu'),
      expect.stringContaining('7 → 7.5A test result or test case changedAutomatic'),
      expect.stringContaining('9 → 7A rubric item was changedada@example.edu'),
    ]);
  });

  it('keeps Unfinalize in sight but disabled when the course leaves reopening to admins, and says so', () => {
    const handlers = show({ grader: 'tara@example.edu', isFinalized: true }, { role: 'grader', canUnfinalize: false }, null, true);
    const button = screen.getByTestId('info-unfinalize');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Only course admins can reopen finished work.')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Only course admins can reopen finished work.');
    fireEvent.click(button);
    expect(handlers.onUnfinalize).not.toHaveBeenCalled();
  });

  it('offers no disabled Unfinalize where the course lets graders reopen', () => {
    show({ grader: 'tara@example.edu', isFinalized: true }, { role: 'grader', canUnfinalize: false }, null, false);
    expect(screen.queryByTestId('info-unfinalize')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeGraderServer } from '../testing/fakeGraderServer';
import { HW1_PATH, hw1, intro, ME, OTHER_GRADER, submission } from '../testing/graderWorld';
import { disposeGraderSessions, GRADER_TEST_TIMEOUT, renderGrader } from '../testing/renderGrader';

afterEach(disposeGraderSessions);

function sectionWorld() {
  return fakeGraderServer({
    me: ME,
    courses: [intro],
    assignments: [hw1],
    sections: [
      { id: 1, name: 'Lab A', course: 1, leaders: ['Tom@demo.edu'] },
      { id: 2, name: 'Lab B', course: 1, leaders: [OTHER_GRADER] },
    ],
    submissions: [
      submission(101, { sections: ['Lab A'], inMySection: true, grader: OTHER_GRADER }),
      submission(102, { sections: ['Lab B'] }),
    ],
    missingStudents: [
      { student: 'late@demo.edu', section: 'Lab A' },
      { student: 'other@demo.edu', section: 'Lab B' },
      { student: 'loose@demo.edu', section: null },
    ],
  });
}

describe('my sections', GRADER_TEST_TIMEOUT, () => {
  it('shows the submissions and the missing students of the sections the caller leads', async () => {
    renderGrader(`${HW1_PATH}/section`, { server: sectionWorld(), email: ME });
    expect(await screen.findByRole('tab', { name: 'My sections', selected: true })).toBeTruthy();
    expect(await screen.findByText('You lead section Lab A.')).toBeTruthy();
    const submitted = screen.getByRole('region', { name: 'Submissions of my sections' });
    expect(within(submitted).getByText('s101@demo.edu')).toBeTruthy();
    expect(within(submitted).queryByText('s102@demo.edu')).toBeNull();
    const missing = screen.getByRole('region', { name: 'Not submitted' });
    expect(within(missing).getByText('late@demo.edu')).toBeTruthy();
    expect(within(missing).queryByText('other@demo.edu')).toBeNull();
    expect(within(missing).queryByText('loose@demo.edu')).toBeNull();
  });
});

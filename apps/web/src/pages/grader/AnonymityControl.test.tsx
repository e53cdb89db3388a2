import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ANONYMOUS_NOTE, PARTLY_REVEALED_NOTE } from '../../features/anonymity/AnonymityControl';
import { fakeGraderServer, makeAssignment } from './testing/fakeGraderServer';
import { HW1_PATH, intro, ME, submission } from './testing/graderWorld';
import { disposeGraderSessions, GRADER_TEST_TIMEOUT, renderGrader } from './testing/renderGrader';

afterEach(disposeGraderSessions);

const anonymous = makeAssignment({ id: 11, name: 'HW 1', course: 1, anonymousGrading: true });

function anonymousWorld(canReveal: boolean) {
  return fakeGraderServer({
    me: ME,
    courses: [intro],
    assignments: [anonymous],
    submissions: [submission(101, { students: ['zoe@demo.edu'] }), submission(102, { students: ['yan@demo.edu'], grader: ME })],
    canReveal,
  });
}

describe('anonymous grading in the grader console', GRADER_TEST_TIMEOUT, () => {
  it('shows pseudonyms and says grading is anonymous to a grader who may not reveal names', async () => {
    renderGrader(`${HW1_PATH}/all`, { server: anonymousWorld(false), email: ME });
    expect(await screen.findByText('Student 1')).toBeTruthy();
    expect(screen.getByText('Student 2')).toBeTruthy();
    expect(screen.queryByText('zoe@demo.edu')).toBeNull();
    expect(screen.getByText(ANONYMOUS_NOTE)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Reveal names' })).toBeNull();
  });

  it('reveals names on request to those allowed (remembered on the server), and hides them again', async () => {
    const server = anonymousWorld(true);
    renderGrader(`${HW1_PATH}/all`, { server, email: ME });
    expect(await screen.findByText('Student 1')).toBeTruthy();
    const reveal = screen.getByRole('switch', { name: 'Reveal names' });
    fireEvent.click(reveal);
    expect(await screen.findByText('zoe@demo.edu')).toBeTruthy();
    expect(screen.queryByText('Student 1')).toBeNull();
    expect(server.sent('PUT', '/assignments/11/anonymity/')).toHaveLength(1);
    fireEvent.click(screen.getByRole('switch', { name: 'Reveal names' }));
    await waitFor(() => expect(screen.queryByText('zoe@demo.edu')).toBeNull());
    expect(screen.getByText('Student 1')).toBeTruthy();
    expect(server.sent('DELETE', '/assignments/11/anonymity/')).toHaveLength(1);
  });

  it('tells a section leader that revealing shows only their own sections’ students', async () => {
    const server = anonymousWorld(true);
    renderGrader(`${HW1_PATH}/all`, { server, email: ME });
    expect(await screen.findByText('Student 1')).toBeTruthy();
    server.answerOnce('GET', '/assignments/11/submissionOverview/', 200, {
      assignment: 11,
      anonymized: true,
      canReveal: true,
      revealed: true,
      counts: { total: 2, finalized: 0, inProgress: 1, unclaimed: 1, missing: 0 },
      rows: [
        { id: 101, students: ['zoe@demo.edu'], sections: ['Lab A'], grader: null, state: 'unclaimed', regradeOpen: false, grade: null, needsAttention: false, dateUploaded: '2026-11-01T09:00:00.000Z', dateEdited: '2026-11-01T09:00:00.000Z', lateDayCreditsUsed: 0, inMySection: true, tests: null },
        { id: 102, students: ['Student 2'], sections: ['Lab B'], grader: ME, state: 'inProgress', regradeOpen: false, grade: null, needsAttention: false, dateUploaded: '2026-11-01T09:00:00.000Z', dateEdited: '2026-11-01T09:00:00.000Z', lateDayCreditsUsed: 0, inMySection: false, tests: null },
      ],
      missingStudents: [],
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Reveal names' }));
    expect(await screen.findByText('zoe@demo.edu')).toBeTruthy();
    expect(screen.getByText('Student 2')).toBeTruthy();
    expect(screen.getByText(PARTLY_REVEALED_NOTE)).toBeTruthy();
  });
});

describe('a remembered reveal', GRADER_TEST_TIMEOUT, () => {
  it('opens the console with names shown and the switch on when the caller revealed them before', async () => {
    const server = anonymousWorld(true);
    renderGrader(`${HW1_PATH}/all`, { server, email: ME });
    fireEvent.click(await screen.findByRole('switch', { name: 'Reveal names' }));
    expect(await screen.findByText('zoe@demo.edu')).toBeTruthy();
    // Leave the console and come back: the server's answer carries the choice.
    cleanup();
    disposeGraderSessions();
    renderGrader(`${HW1_PATH}/all`, { server, email: ME });
    expect(await screen.findByText('zoe@demo.edu')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Reveal names' }).getAttribute('aria-checked')).toBe('true');
    expect(server.sent('GET', '/assignments/11/submissionOverview/').every((request) => request.query.get('reveal') === null)).toBe(true);
  });
});

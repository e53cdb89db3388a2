import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROSTER_MESSAGES } from '@marginalia/contracts';
import '../testing/queries';
import { emptyRoster, fakeRosterServer, rosterTestCourse } from '../testing/fakeRosterServer';
import { cleanUpRosterPanels, renderRosterPanel } from '../testing/renderRosterPanel';

const ME = 'admin@demo.edu';
const course = rosterTestCourse({ name: 'Intro to Programming', period: 'Fall 2026' });
const saved: { blob: Blob; name: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs; record what would have been downloaded instead.
  let lastBlob: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:roster'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanUpRosterPanels();
});

async function openDownload() {
  const server = fakeRosterServer({
    roster: emptyRoster(course.id, { students: ['ann@x.edu'], graders: [ME], courseAdmins: [ME], inactive_students: ['=cmd@x.edu'] }),
    sections: [{ id: 1, name: 'Lab A', course: course.id, leaders: [], students: ['ann@x.edu'] }],
    callerEmail: ME,
  });
  renderRosterPanel(course, server, ME);
  await screen.findByText('ann@x.edu');
  await waitFor(() => expect(document.querySelector('.ant-table-tbody')?.textContent).toContain('Lab A'));
  fireEvent.click(screen.getByText('Download roster'));
  await screen.findByText('Inactive students (1)');
}

const downloadButton = () => screen.getByText('Download').closest('button')!;
/** In the dialog: the group switcher behind it has the same labels. */
const checkbox = (label: string) => within(document.querySelector<HTMLElement>('.ant-modal')!).getByLabelText(label);

describe('RosterDownloadDialog', { timeout: 30_000 }, () => {
  it('needs at least one group before it downloads', async () => {
    await openDownload();
    expect(downloadButton()).toHaveProperty('disabled', false);
    for (const label of ['Students (1)', 'Graders (1)', 'Super Graders (0)', 'Admins (1)']) fireEvent.click(checkbox(label));
    expect(await screen.findByText(ROSTER_MESSAGES.downloadNeedsGroup)).toBeTruthy();
    expect(downloadButton()).toHaveProperty('disabled', true);
    fireEvent.click(downloadButton());
    expect(saved).toHaveLength(0);

    fireEvent.click(checkbox('Inactive students (1)'));
    await waitFor(() => expect(downloadButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText(ROSTER_MESSAGES.downloadNeedsGroup)).toBeNull();
  });

  it('downloads the chosen groups as a formula-safe CSV named after the course', async () => {
    await openDownload();
    fireEvent.click(checkbox('Graders (1)'));
    fireEvent.click(checkbox('Admins (1)'));
    fireEvent.click(checkbox('Inactive students (1)'));
    fireEvent.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Intro-to-Programming-Fall-2026-roster.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!.blob);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'email,role,section,status',
      'ann@x.edu,student,Lab A,active',
      "'=cmd@x.edu,student,,inactive",
      '',
    ]);
  });
});

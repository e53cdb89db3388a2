// What the admin console's LMS tab says (docs/LMS.md, "Roster sync" and "Grade passback").

export const LMS_PANEL_TEXTS = {
  notLinked: 'This course is not linked to an LMS course.',
  notLinkedHelp:
    'It is linked when an instructor opens Marginalia from the LMS course (a link or an assignment placed there by the platform admin’s registration). Rosters and grades then move between the two.',
  rosterHeading: 'Roster from the LMS',
  gradesHeading: 'Grades in the LMS',
  syncNow: 'Sync now',
  syncQueued: 'The roster sync is queued.',
  previewTitle: 'Sync the roster with the LMS',
  previewFirst: 'This is the course’s first sync. Afterwards it syncs after each instructor’s launch and daily.',
  previewNothing: 'The roster already matches the LMS.',
  previewConfirm: 'Sync',
  previewFailed: 'Could not read the LMS’s member list.',
  noMemberList: 'The LMS does not offer its member list to Marginalia in this course, so the roster cannot be synced.',
  noSyncs: 'No syncs yet.',
  gradesNotOffered: 'The LMS did not offer its gradebook to Marginalia in this course: grades are not sent.',
  sendNow: 'Send grades now',
  sendQueued: (name: string) => `Sending the grades of ${name} to the LMS.`,
  notShown: 'Not published',
  noAssignments: 'No assignments yet.',
} as const;

export const SYNC_TRIGGER_LABELS = { launch: 'After a launch', schedule: 'Daily', manual: 'Sync now' } as const;
export const SYNC_STATE_LABELS = { queued: 'Queued', succeeded: 'Done', failed: 'Failed' } as const;
export const LINE_ITEM_ORIGIN_LABELS = { created: 'Created by Marginalia', found: 'Found in the LMS', launch: 'Given by the LMS' } as const;

import { LMS_NAMES, type LmsRosterFormat, type RosterRole } from '@marginalia/contracts';
import { Columns } from './columns';
import type { CsvRecord } from './csv-records';

// How each learning-management system's roster export maps to the rows of a roster import (e-mail, role,
// section), as docs/LMS-FILES.md describes them. A row that cannot be placed (the export has no e-mail for
// that person) keeps its name and login and carries the problem, so the preview can say so on that row.

export interface LmsRosterRow {
  line: number;
  name: string;
  email: string;
  role: RosterRole;
  section: string;
  problems: string[];
  /** The LMS's own number for the person, where the export has one (Canvas's ID), which its zips carry too. */
  lmsId?: string;
}

interface LmsFormat {
  /** The header of this export: the columns it always has. */
  recognises(columns: Columns): boolean;
  /** Named in the message when a file chosen as this format does not look like it. */
  expected: string;
  /** Rows that are not people (Canvas's "Points Possible" line, Brightspace's empty end rows). */
  skips(columns: Columns, record: CsvRecord): boolean;
  read(columns: Columns, record: CsvRecord): Omit<LmsRosterRow, 'line'>;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailFrom(...candidates: string[]): string {
  return candidates.find((candidate) => LOOKS_LIKE_EMAIL.test(candidate)) ?? '';
}

function fullName(first: string, last: string): string {
  return [first, last].filter((part) => part !== '').join(' ');
}

function noEmail(format: LmsRosterFormat, name: string, login: string): string {
  const who = login ? `${name || 'this person'} (login "${login}")` : name || 'this person';
  return `This ${LMS_NAMES[format]} export has no e-mail for ${who}. Type their e-mail in, or remove the row.`;
}

/** The highest of the roles a cell names, by the words each LMS uses (docs/LMS-FILES.md). */
function roleOf(format: LmsRosterFormat, cell: string): { role: RosterRole } | { problem: string } {
  const ranks: RosterRole[] = ['students', 'graders', 'courseAdmins'];
  let best = -1;
  const names = cell.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
  if (names.length === 0) return { role: 'students' };
  for (const name of names) {
    const role = LMS_ROLE_WORDS[name];
    if (role === undefined) {
      return { problem: `The ${LMS_NAMES[format]} role "${cell}" has no match in a Marginalia course. Pick a role, or remove the row.` };
    }
    best = Math.max(best, ranks.indexOf(role));
  }
  return { role: ranks[best]! };
}

const LMS_ROLE_WORDS: Record<string, RosterRole> = {
  student: 'students',
  learner: 'students',
  'non-editing teacher': 'graders',
  ta: 'graders',
  'teaching assistant': 'graders',
  grader: 'graders',
  teacher: 'courseAdmins',
  'editing teacher': 'courseAdmins',
  instructor: 'courseAdmins',
  manager: 'courseAdmins',
};

const canvas: LmsFormat = {
  recognises: (columns) => columns.has('student', 'id') && (columns.has('sis login id') || columns.has('sis user id')),
  expected: 'a Canvas gradebook export (columns Student, ID, SIS User ID, SIS Login ID, Section)',
  // The lines under the header that are not students ("Points Possible", the posting policy) have no ID.
  skips: (columns, record) => columns.cell(record, 'id') === '',
  read(columns, record) {
    const name = columns.cell(record, 'student');
    const login = columns.cell(record, 'sis login id');
    const email = emailFrom(columns.cell(record, 'email', 'email address'), login, columns.cell(record, 'sis user id'));
    const problems = email ? [] : [noEmail('canvas', name, login)];
    return { name, email, role: 'students', section: columns.cell(record, 'section'), problems, lmsId: columns.cell(record, 'id') };
  },
};

const moodle: LmsFormat = {
  recognises: (columns) => columns.has('email address') && columns.find('first name', 'last name', 'surname') !== undefined,
  expected: 'a Moodle participants or grades download (columns First name, Last name, Email address)',
  skips: () => false,
  read(columns, record) {
    const name = fullName(columns.cell(record, 'first name'), columns.cell(record, 'last name', 'surname'));
    const email = emailFrom(columns.cell(record, 'email address'));
    const problems = email ? [] : [noEmail('moodle', name, columns.cell(record, 'username'))];
    const role = roleOf('moodle', columns.cell(record, 'roles', 'role'));
    if ('problem' in role) problems.push(role.problem);
    const groups = columns.cell(record, 'groups', 'group');
    const named = groups.toLowerCase() === 'no groups' ? [] : groups.split(',').map((group) => group.trim()).filter((group) => group !== '');
    if (named.length > 1) problems.push(`In several Moodle groups (${named.join(', ')}); a student has one section. Keep one, or remove the row.`);
    return { name, email, role: 'role' in role ? role.role : 'students', section: named.length === 1 ? named[0]! : '', problems };
  },
};

const blackboard: LmsFormat = {
  recognises: (columns) => columns.has('last name', 'first name', 'username') && columns.find('availability', 'last access', 'student id') !== undefined,
  expected: 'a Blackboard Grade Center download (columns Last Name, First Name, Username, Student ID)',
  skips: () => false,
  read(columns, record) {
    const name = fullName(columns.cell(record, 'first name'), columns.cell(record, 'last name'));
    const username = columns.cell(record, 'username');
    const email = emailFrom(columns.cell(record, 'email', 'email address'), username);
    return { name, email, role: 'students', section: '', problems: email ? [] : [noEmail('blackboard', name, username)] };
  },
};

/** Brightspace writes usernames and org-defined ids with a leading "#" so spreadsheets keep them as text. */
const unhash = (text: string) => text.replace(/^#/, '');

const brightspace: LmsFormat = {
  recognises: (columns) => columns.find('orgdefinedid', 'org defined id') !== undefined && columns.has('username'),
  expected: 'a Brightspace grades or classlist export (columns OrgDefinedId, Username, and Email)',
  skips: (columns, record) => columns.cell(record, 'orgdefinedid', 'org defined id') === '' && columns.cell(record, 'username') === '',
  read(columns, record) {
    const name = fullName(columns.cell(record, 'first name'), columns.cell(record, 'last name'));
    const username = unhash(columns.cell(record, 'username'));
    const email = emailFrom(columns.cell(record, 'email'), username);
    const problems = email ? [] : [noEmail('brightspace', name, username)];
    const role = roleOf('brightspace', columns.cell(record, 'role'));
    if ('problem' in role) problems.push(role.problem);
    const section = columns.cell(record, 'sections', 'section', 'section membership');
    return { name, email, role: 'role' in role ? role.role : 'students', section, problems };
  },
};

export const LMS_FORMATS: Record<LmsRosterFormat, LmsFormat> = { canvas, moodle, blackboard, brightspace };

/** The order formats are tried in when the admin lets the file say what it is: most specific header first. */
export const DETECTION_ORDER: readonly LmsRosterFormat[] = ['brightspace', 'canvas', 'blackboard', 'moodle'];

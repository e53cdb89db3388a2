import type { RosterChange, RosterRole } from '@marginalia/contracts';
import { roleWithArticle } from './roleNames';
import type { RosterEntry, RosterView } from './rosterViews';

// What the admin can do to one row of a roster table, as roster calls. A role change is an add followed by
// a remove: if the add is refused nothing changed, and the person is never left with no role in between.

export interface RosterAction {
  key: string;
  /** The menu or button text. */
  label: string;
  /** The confirmation question, naming the person. */
  confirm: string;
  /** What else happens, when it is not obvious. */
  consequence?: string;
  add: RosterChange;
  remove: RosterChange;
  danger?: boolean;
}

const one = (role: RosterRole, email: string): RosterChange => ({ [role]: [email] });

/** The role changes offered on an active row; removal is offered separately (removeAction). */
export function roleChangeActions(item: RosterEntry, view: RosterView): RosterAction[] {
  const { email } = item;
  const isAdmin = item.alsoHolds.includes('courseAdmins') || view === 'courseAdmins';
  const makeAdmin: RosterAction = {
    key: 'makeAdmin',
    label: 'Make admin',
    confirm: `Make ${email} an admin of this course?`,
    consequence: 'Admins manage the roster, sections, assignments and settings.',
    add: one('courseAdmins', email),
    remove: {},
  };
  if (view === 'students') {
    return [
      {
        key: 'makeGrader',
        label: 'Make grader',
        confirm: `Make ${email} a grader instead of a student?`,
        consequence: 'They leave their section as a student.',
        add: one('graders', email),
        remove: one('students', email),
      },
      ...(isAdmin ? [] : [makeAdmin]),
    ];
  }
  if (view === 'graders') {
    const isSuper = item.alsoHolds.includes('superGraders');
    return [
      isSuper
        ? {
            key: 'makeRegularGrader',
            label: 'Make regular grader',
            confirm: `Take the super grader role from ${email}?`,
            consequence: 'They stay a grader.',
            add: {},
            remove: one('superGraders', email),
          }
        : {
            key: 'makeSuperGrader',
            label: 'Make super grader',
            confirm: `Make ${email} a super grader?`,
            add: one('superGraders', email),
            remove: {},
          },
      {
        key: 'makeStudent',
        label: 'Make student',
        confirm: `Make ${email} a student instead of a grader?`,
        consequence: 'They stop leading sections and lose the super grader role if they had it.',
        add: one('students', email),
        remove: one('graders', email),
      },
      ...(isAdmin ? [] : [makeAdmin]),
    ];
  }
  return [];
}

const REMOVAL_CONSEQUENCES: Record<RosterRole, string> = {
  students: 'They become an inactive student and leave their section. Their submissions are kept.',
  graders: 'They become an inactive grader, lose the super grader role and stop leading sections.',
  superGraders: 'They stay a grader.',
  courseAdmins: 'They keep their other roles in the course.',
};

/** Removing a person from the role of the table they are listed in. */
export function removeAction(item: RosterEntry & { role: RosterRole }): RosterAction {
  const where = item.role === 'superGraders' ? 'the super graders' : item.role === 'courseAdmins' ? 'the admins' : `the ${item.role}`;
  return {
    key: 'remove',
    label: 'Remove',
    confirm: `Remove ${item.email} from ${where}?`,
    consequence: REMOVAL_CONSEQUENCES[item.role],
    add: {},
    remove: one(item.role, item.email),
    danger: true,
  };
}

/** Giving an inactive person their role back. */
export function reenrollAction(item: RosterEntry & { role: RosterRole }): RosterAction {
  return {
    key: 'reenroll',
    label: 'Re-enroll',
    confirm: `Re-enroll ${item.email} as ${roleWithArticle(item.role)}?`,
    add: one(item.role, item.email),
    remove: {},
  };
}

export function isEmptyChange(change: RosterChange): boolean {
  return Object.values(change).every((list) => !list || list.length === 0);
}

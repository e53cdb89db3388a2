import type { Course } from '@marginalia/contracts';
import { lazyPage } from '../../../routing/lazyPage';

// Each panel is its own download: opening the console fetches the shell and the panel shown, not all of them.

export const SettingsPanel = lazyPage<{ course: Course }>(() =>
  import('../settings/SettingsPanel').then((module) => ({ default: module.SettingsPanel })),
);

export const RosterPanel = lazyPage<{ course: Course }>(() =>
  import('../roster/RosterPanel').then((module) => ({ default: module.RosterPanel })),
);

export const SectionsPanel = lazyPage<{ course: Course; subPanel: string | undefined }>(() =>
  import('../sections/SectionsPanel').then((module) => ({ default: module.SectionsPanel })),
);

export const AssignmentsPanel = lazyPage<{ course: Course; subPanel: string | undefined }>(() =>
  import('../assignments/AssignmentsPanel').then((module) => ({ default: module.AssignmentsPanel })),
);

export const RegradesPanel = lazyPage<{ course: Course }>(() =>
  import('../regrades/RegradesPanel').then((module) => ({ default: module.RegradesPanel })),
);

export const SubmissionsPanel = lazyPage<{ course: Course; subPanel: string | undefined }>(() =>
  import('../submissions/SubmissionsPanel').then((module) => ({ default: module.SubmissionsPanel })),
);

export const LmsPanel = lazyPage<{ course: Course }>(() => import('../lms/LmsPanel').then((module) => ({ default: module.LmsPanel })));

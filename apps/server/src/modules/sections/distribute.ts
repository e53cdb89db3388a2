import type { z } from 'zod';
import { SECTION_MESSAGES, type DistributeStudentsRequest, type Section } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, fieldErrors } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { loadCourseForAdminWrite } from '../courses/policy';
import { planDistribution, type SectionSlot } from './distribution';
import { activeStudentPlaces, emptySections, placeStudents, type StudentPlace } from './member-queries';
import { lockCourseSections, selectCourseSections } from './queries';

type DistributeInput = z.output<typeof DistributeStudentsRequest>;

/**
 * The sections to fill, by name then id. Every section of the course is locked, not only these, so that
 * two distributions over one course run one after the other and the second sees what the first did.
 */
async function lockTargets(tx: Executor, courseId: number, requested: number[] | undefined): Promise<number[]> {
  const all = await lockCourseSections(tx, courseId);
  let targets = all;
  if (requested !== undefined) {
    const wanted = new Set(requested);
    const unknown = [...wanted].filter((id) => !all.includes(id));
    if (unknown.length > 0) throw fieldErrors({ sections: unknown.map(SECTION_MESSAGES.invalidPk) });
    targets = all.filter((id) => wanted.has(id));
  }
  if (targets.length === 0) throw badRequest(SECTION_MESSAGES.noSections);
  return targets;
}

/** Active students already in each target section: they stay, and count towards its size. */
function currentSlots(targets: number[], places: StudentPlace[]): SectionSlot[] {
  const sizes = new Map(targets.map((id) => [id, 0]));
  for (const { sectionId } of places) {
    if (sectionId !== null && sizes.has(sectionId)) sizes.set(sectionId, sizes.get(sectionId)! + 1);
  }
  return targets.map((id) => ({ id, size: sizes.get(id)! }));
}

/**
 * Spreads the course's active students (by e-mail) over the target sections in one transaction.
 * onlyUnassigned: students without a section fill the smallest sections first. Otherwise everyone is
 * dealt out afresh over the targets, including students of sections that are not targets.
 */
export async function distributeStudents(db: Database, courseId: number, user: AuthUser, input: DistributeInput): Promise<Section[]> {
  await loadCourseForAdminWrite(db, courseId, user);
  await db.transaction(async (tx) => {
    const targets = await lockTargets(tx, courseId, input.sections);
    const places = await activeStudentPlaces(tx, courseId);
    if (!input.onlyUnassigned) await emptySections(tx, targets);
    const placements = input.onlyUnassigned
      ? planDistribution(places.filter((place) => place.sectionId === null).map((place) => place.userId), currentSlots(targets, places))
      : planDistribution(places.map((place) => place.userId), targets.map((id) => ({ id, size: 0 })));
    await placeStudents(tx, courseId, placements);
    const data = { onlyUnassigned: input.onlyUnassigned, sections: targets.length, students: placements.length };
    await recordEvent(tx, user, { type: 'section.students_distributed', courseId, object: { type: 'course', id: courseId }, data });
  });
  return selectCourseSections(db, courseId);
}

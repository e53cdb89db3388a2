// Spreading students over sections, as a pure plan the service then writes.

export interface SectionSlot {
  id: number;
  /** Students the section keeps. */
  size: number;
}

export interface Placement {
  sectionId: number;
  userId: number;
}

/**
 * Places the students, in the order given, one at a time into the section that has the fewest so far
 * (ties go to the earlier section). From equal sizes this deals them out in turn, so sizes end up
 * differing by at most one; from unequal sizes the smallest sections fill first, which closes the gap
 * as far as the number of students allows. The same input always gives the same plan.
 */
export function planDistribution(studentIds: number[], slots: SectionSlot[]): Placement[] {
  if (slots.length === 0) return [];
  const sizes = slots.map((slot) => slot.size);
  return studentIds.map((userId) => {
    let smallest = 0;
    for (let i = 1; i < sizes.length; i++) if (sizes[i]! < sizes[smallest]!) smallest = i;
    sizes[smallest] = sizes[smallest]! + 1;
    return { sectionId: slots[smallest]!.id, userId };
  });
}

import { describe, expect, it } from 'vitest';
import { planDistribution } from './distribution';

const sizesAfter = (plan: { sectionId: number }[], slots: { id: number; size: number }[]) =>
  slots.map((slot) => slot.size + plan.filter((p) => p.sectionId === slot.id).length);

describe('planDistribution', () => {
  it('deals students out in turn over empty sections, in the order given', () => {
    const plan = planDistribution([11, 12, 13, 14, 15], [{ id: 1, size: 0 }, { id: 2, size: 0 }, { id: 3, size: 0 }]);
    expect(plan).toEqual([
      { userId: 11, sectionId: 1 },
      { userId: 12, sectionId: 2 },
      { userId: 13, sectionId: 3 },
      { userId: 14, sectionId: 1 },
      { userId: 15, sectionId: 2 },
    ]);
  });

  it('fills the smallest sections first, leaving sizes at most one apart when there are enough students', () => {
    const slots = [{ id: 1, size: 3 }, { id: 2, size: 0 }, { id: 3, size: 1 }];
    const plan = planDistribution([21, 22, 23, 24], slots);
    expect(plan.map((p) => p.sectionId)).toEqual([2, 2, 3, 2]);
    expect(sizesAfter(plan, slots)).toEqual([3, 3, 2]);
  });

  it('closes the gap as far as it can when there are too few students', () => {
    const slots = [{ id: 1, size: 9 }, { id: 2, size: 0 }];
    expect(sizesAfter(planDistribution([1, 2, 3], slots), slots)).toEqual([9, 3]);
  });

  it('keeps sizes within one for any number of students and sections', () => {
    for (let sections = 1; sections <= 7; sections++) {
      for (let students = 0; students <= 30; students++) {
        const slots = Array.from({ length: sections }, (_, i) => ({ id: i + 1, size: 0 }));
        const plan = planDistribution(Array.from({ length: students }, (_, i) => 100 + i), slots);
        const sizes = sizesAfter(plan, slots);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(new Set(plan.map((p) => p.userId)).size).toBe(students);
      }
    }
  });

  it('places nobody without sections', () => {
    expect(planDistribution([1, 2], [])).toEqual([]);
  });
});

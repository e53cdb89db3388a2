import { useEffect } from 'react';
import { usePreferences, usePreferencesStore } from './PreferencesContext';

/** Remembers the course being looked at, so the next visit to the console opens it again (docs/PRODUCT.md §3). */
export function useRememberCourse(courseId: number | undefined): void {
  const store = usePreferencesStore();
  const { defaultCourse } = usePreferences();
  useEffect(() => {
    if (courseId !== undefined && courseId !== defaultCourse) store.set('defaultCourse', courseId);
  }, [courseId, defaultCourse, store]);
}

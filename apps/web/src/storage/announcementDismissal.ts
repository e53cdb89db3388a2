import type { KeyValueStore } from './keyValueStore';

/**
 * The announcement this browser dismissed, by its id (the id changes with every edit, docs/PRODUCT.md §1.1): kept
 * apart from the preferences, which logout forgets, so a dismissal lasts for good and an edited announcement shows
 * again.
 */
export const DISMISSED_ANNOUNCEMENT_KEY = 'marginalia.dismissedAnnouncement';

export function isAnnouncementDismissed(store: KeyValueStore, id: string): boolean {
  return store.getItem(DISMISSED_ANNOUNCEMENT_KEY) === id;
}

export function dismissAnnouncement(store: KeyValueStore, id: string): void {
  store.setItem(DISMISSED_ANNOUNCEMENT_KEY, id);
}

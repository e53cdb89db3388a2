import { z } from 'zod';
import { LOCAL_PREFERENCE_DEFAULTS } from '@marginalia/contracts';
import type { KeyValueStore } from '../storage/keyValueStore';

/**
 * The local preferences of docs/PRODUCT.md §3, and the web app's own: the product tips this browser has dismissed (shown again
 * after logout, which forgets every preference), and whether the submission view's side panels are collapsed to a rail.
 */
export const PREFERENCE_DEFAULTS = { ...LOCAL_PREFERENCE_DEFAULTS, dismissedTips: [] as string[], sidePanelsCollapsed: false };

export type LocalPreferences = typeof PREFERENCE_DEFAULTS;
export type PreferenceKey = keyof LocalPreferences;

/** All preferences live under one key so that logout can forget them in one step (docs/PRODUCT.md §4). */
export const PREFERENCES_STORAGE_KEY = 'marginalia.preferences';

const nullableId = z.number().int().nullable();

/**
 * Only explicitly chosen values are stored; anything else falls back to the defaults. Each field is checked
 * on its own so one bad value (an older version, a hand edit) does not throw away the rest.
 */
const storedShape = z.object({
  darkMode: z.boolean(),
  cursorMode: z.boolean(),
  infoMenuHidden: z.boolean(),
  fileMenuHidden: z.boolean(),
  testsMenuHidden: z.boolean(),
  rubricMenuHidden: z.boolean(),
  codeZoom: z.number().positive(),
  codeWidth: z.number().nonnegative(),
  siderWidth: z.number().nonnegative(),
  defaultCourse: nullableId,
  defaultAssignment: nullableId,
  mostRecentFile: nullableId,
  autograderInstructionsVisible: z.boolean(),
  sendMeAConfirmationEmail: z.boolean(),
  defaultPageSize: z.number().int().positive(),
  dismissedTips: z.array(z.string().max(100)).max(100),
  sidePanelsCollapsed: z.boolean(),
} satisfies Record<PreferenceKey, z.ZodType>);

export type StoredPreferences = Partial<LocalPreferences>;

export function parseStoredPreferences(raw: string | null): StoredPreferences {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(storedShape.shape)) {
    const parsed = schema.safeParse((data as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as StoredPreferences;
}

export interface PreferencesStore {
  /** Every preference, with defaults filled in. */
  get(): LocalPreferences;
  /** Only what the user chose; lets callers tell "chose light mode" from "never chose". */
  stored(): StoredPreferences;
  set<K extends PreferenceKey>(key: K, value: LocalPreferences[K]): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createPreferencesStore(store: KeyValueStore): PreferencesStore {
  const listeners = new Set<() => void>();
  let stored = parseStoredPreferences(store.getItem(PREFERENCES_STORAGE_KEY));
  // A stable object per change keeps useSyncExternalStore from re-rendering forever.
  let merged: LocalPreferences = { ...PREFERENCE_DEFAULTS, ...stored };

  const commit = (next: StoredPreferences) => {
    stored = next;
    merged = { ...PREFERENCE_DEFAULTS, ...stored };
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => merged,
    stored: () => stored,
    set(key, value) {
      const next = { ...stored, [key]: value };
      store.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
      commit(next);
    },
    clear() {
      store.removeItem(PREFERENCES_STORAGE_KEY);
      commit({});
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

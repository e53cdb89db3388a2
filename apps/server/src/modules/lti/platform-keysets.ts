import type { JWK } from 'jose';

// The platforms' public keys, fetched from each registration's keyset URL and kept per URL. A key id not in the
// kept set makes one fresh fetch (the platform may have rotated its keys); launches waiting on the same URL share
// that fetch. An unanswered keyset URL fails the launch after a few seconds instead of holding it.

const FETCH_TIMEOUT_MS = 5_000;
/** Kept sets older than this are fetched again before use, so a withdrawn key stops being trusted. */
const MAX_AGE_MS = 10 * 60 * 1000;

interface KeptSet {
  keys: JWK[];
  fetchedAt: number;
}

const kept = new Map<string, KeptSet>();
const inFlight = new Map<string, Promise<KeptSet>>();

export class KeysetUnavailable extends Error {}

async function fetchSet(url: string): Promise<KeptSet> {
  let answer: Response;
  try {
    answer = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new KeysetUnavailable(`Its keyset URL could not be read (${(error as Error).name === 'TimeoutError' ? 'no answer within 5 seconds' : 'connection failed'}).`);
  }
  if (!answer.ok) throw new KeysetUnavailable(`Its keyset URL answered HTTP ${answer.status}.`);
  let body: unknown;
  try {
    body = await answer.json();
  } catch {
    throw new KeysetUnavailable('Its keyset URL did not answer a JSON key set.');
  }
  const keys = (body as { keys?: unknown }).keys;
  if (!Array.isArray(keys)) throw new KeysetUnavailable('Its keyset URL did not answer a JSON key set (no "keys").');
  return { keys: keys.filter((key): key is JWK => typeof key === 'object' && key !== null), fetchedAt: Date.now() };
}

function refresh(url: string): Promise<KeptSet> {
  let pending = inFlight.get(url);
  if (!pending) {
    pending = fetchSet(url)
      .then((set) => {
        kept.set(url, set);
        return set;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

/** The platform's public key `kid`, or null when even a fresh fetch of its key set does not have it. */
export async function platformKey(keysetUrl: string, kid: string): Promise<JWK | null> {
  let set = kept.get(keysetUrl);
  let fresh = false;
  if (!set || Date.now() - set.fetchedAt > MAX_AGE_MS) {
    set = await refresh(keysetUrl);
    fresh = true;
  }
  let key = set.keys.find((candidate) => candidate.kid === kid);
  if (!key && !fresh) key = (await refresh(keysetUrl)).keys.find((candidate) => candidate.kid === kid);
  return key ?? null;
}

/** Tests start each platform afresh. */
export function forgetPlatformKeysets(): void {
  kept.clear();
}

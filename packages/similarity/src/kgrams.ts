// Hashed k-grams of a token stream and winnowing (Schleimer, Wilkerson and Aiken, 2003): of every window of w
// consecutive k-gram hashes the smallest is kept, so any run of at least w + k - 1 matching tokens shares at least
// one kept hash, while only about 2 / (w + 1) of the hashes are stored.

const BASE = 0x01000193;

/** The hash of every k-gram (`kinds.length - k + 1` of them; none when the stream is shorter than k). */
export function kgramHashes(kinds: Uint32Array, k: number): Uint32Array {
  const count = kinds.length - k + 1;
  if (count <= 0) return new Uint32Array(0);
  const hashes = new Uint32Array(count);
  // A polynomial rolling hash: drop the oldest token's term, shift, add the newest.
  let power = 1;
  for (let i = 1; i < k; i++) power = Math.imul(power, BASE);
  let rolling = 0;
  for (let i = 0; i < k; i++) rolling = (Math.imul(rolling, BASE) + kinds[i]!) | 0;
  hashes[0] = mix(rolling);
  for (let i = 1; i < count; i++) {
    rolling = (Math.imul(rolling - Math.imul(kinds[i - 1]!, power), BASE) + kinds[i + k - 1]!) | 0;
    hashes[i] = mix(rolling);
  }
  return hashes;
}

/** MurmurHash3's finalizer: spreads the rolling hash's bits so winnowing's minimum is an unbiased sample. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A hash winnowing never keeps: starter code's k-grams are set to it before winnowing. */
export const EXCLUDED = 0xffffffff;

/** The positions winnowing keeps (the rightmost minimum of each window, each position once), in order. */
export function winnow(hashes: Uint32Array, w: number): number[] {
  const kept: number[] = [];
  if (hashes.length === 0) return kept;
  if (hashes.length <= w) {
    const position = rightmostMinimum(hashes, 0, hashes.length);
    if (hashes[position] !== EXCLUDED) kept.push(position);
    return kept;
  }
  let minimum = -1;
  for (let end = w; end <= hashes.length; end++) {
    const start = end - w;
    if (minimum < start) {
      minimum = rightmostMinimum(hashes, start, end);
    } else if (hashes[end - 1]! <= hashes[minimum]!) {
      minimum = end - 1;
    } else {
      continue;
    }
    if (hashes[minimum] !== EXCLUDED && kept[kept.length - 1] !== minimum) kept.push(minimum);
  }
  return kept;
}

function rightmostMinimum(hashes: Uint32Array, start: number, end: number): number {
  let position = start;
  for (let i = start + 1; i < end; i++) if (hashes[i]! <= hashes[position]!) position = i;
  return position;
}

/**
 * A least-recently-used map of byte strings bounded by their total size: storing past the bound drops the entries
 * read longest ago until the rest fit. An entry larger than the whole bound is not kept. A Map keeps insertion
 * order, so moving an entry to the end on every read makes its first key the least recently used.
 */
export class ByteLru<V extends { body: Buffer }> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: V): void {
    this.delete(key);
    const size = sizeOf(key, entry);
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.used += size;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= sizeOf(oldest, old);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.used -= sizeOf(key, entry);
  }

  /** The bytes held now (bodies and keys), never more than maxBytes. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}

// The key counts too (UTF-16 in memory); the few numbers beside the body are not worth counting.
const sizeOf = (key: string, entry: { body: Buffer }) => entry.body.byteLength + key.length * 2;

import { sql } from 'drizzle-orm';
import { fileBlobs, type Executor } from '@marginalia/db';
import { sha256Hex } from './bytes';

// Content-addressed storage of file bytes. A blob is written once and never changed, so storing bytes that are
// already there does nothing: two uploads of the same file share one row. Concurrent writers of the same new
// bytes meet on the primary key, and the later one waits for the first and then does nothing; rows go in in hash
// order, so that two uploads sharing several new files wait for each other in the same order and never deadlock.
// One that no file names any more (a file rewritten or deleted) stays until the nightly sweep (sweep.ts); the
// foreign keys to file_blobs keep the sweep from removing one still named.

/** Stores each of `contents` unless already stored, in one statement; answers their hashes, in order. */
export async function storeBlobs(db: Executor, contents: readonly Buffer[]): Promise<string[]> {
  const hashes = contents.map(sha256Hex);
  const unique = new Map<string, Buffer>();
  contents.forEach((bytes, i) => unique.set(hashes[i]!, bytes));
  if (unique.size > 0) {
    await db
      .insert(fileBlobs)
      .values(
        [...unique]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([sha256, bytes]) => ({ sha256, bytes, size: bytes.length })),
      )
      .onConflictDoNothing({ target: fileBlobs.sha256 });
  }
  return hashes;
}

export async function storeBlob(db: Executor, bytes: Buffer): Promise<string> {
  const [hash] = await storeBlobs(db, [bytes]);
  return hash!;
}

/** The bytes of these blobs, by hash. */
export async function selectBlobBytes(db: Executor, hashes: readonly string[]): Promise<Map<string, Buffer>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ sha256: fileBlobs.sha256, bytes: fileBlobs.bytes })
    .from(fileBlobs)
    .where(sql`${fileBlobs.sha256} = any(${sql.param([...new Set(hashes)])}::varchar[])`);
  return new Map(rows.map((row) => [row.sha256, row.bytes]));
}

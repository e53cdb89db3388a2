import type { Executor } from '@marginalia/db';
import { bytesOfText } from './bytes';
import { storeBlobs } from './queries';

/**
 * File rows written from text (the demo data, test factories) with the blob of the bytes their text stands for
 * stored and named, ready to insert into `files`.
 */
export async function withBlobsOfText<T extends { name: string; code?: string; extension?: string }>(
  db: Executor,
  rows: readonly T[],
): Promise<(T & { blobSha256: string })[]> {
  const hashes = await storeBlobs(
    db,
    rows.map((row) => bytesOfText(row.code ?? '', row.extension ?? '', row.name)),
  );
  return rows.map((row, i) => ({ ...row, blobSha256: hashes[i]! }));
}

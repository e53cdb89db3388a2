// The ids an autograder image build runs as (docs/AUTOGRADER.md, "Autograder images"): setup.sh is root of a user
// namespace of its own whose ids 0..count-1 are the host's first..first+count-1, a range no account of the host and no
// sandbox slot uses. Root there can install packages, add users and chown files, and is nobody on the host: what it
// creates is owned by ids of the range, its capabilities reach only its own namespaces, and the host root's
// keyrings, files and processes are out of its reach.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

export interface BuildIds {
  /** The host id that is root (0) in the build. */
  first: number;
  /** How many ids the build has (apt, dpkg and packages' system users need several: _apt is 42, nobody 65534). */
  count: number;
}

/** 65536 ids from 300000: far above the sandbox slots' uids (which stay below 65534) and most hosts' accounts. */
export const DEFAULT_BUILD_IDS: BuildIds = { first: 300_000, count: 65_536 };
/** Ids the sandbox slots may use (their firstUid + slot stays below this). */
const SLOT_UID_CEILING = 65_534;

export function checkBuildIds(ids: BuildIds): BuildIds {
  if (!Number.isInteger(ids.first) || !Number.isInteger(ids.count)) throw new RangeError('The build id range must be whole numbers.');
  if (ids.count < 65_536) throw new RangeError('The build id range needs at least 65536 ids (Debian packages use ids up to 65534).');
  if (ids.first <= SLOT_UID_CEILING) throw new RangeError(`The build id range must start above ${SLOT_UID_CEILING}, clear of the sandbox slots' uids.`);
  if (ids.first + ids.count > 4_294_967_294) throw new RangeError('The build id range ends past the largest id.');
  return ids;
}

/** The host id of the build's id `id`. */
export function hostId(ids: BuildIds, id: number): number {
  return ids.first + id;
}

export function inRange(ids: BuildIds, hostIdValue: number): boolean {
  return hostIdValue >= ids.first && hostIdValue < ids.first + ids.count;
}

/**
 * Maps the user namespace of process `pid` (bwrap's sandbox, waiting on --userns-block-fd) to the range. Written by
 * the worker, root of the parent namespace; the namespace's own processes could map only their own id.
 */
export async function writeIdMaps(pid: number, ids: BuildIds): Promise<void> {
  const line = `0 ${ids.first} ${ids.count}\n`;
  await writeFile(`/proc/${pid}/uid_map`, line);
  await writeFile(`/proc/${pid}/gid_map`, line);
}

/** An account or group of the host whose id is in the range (the build's files would be theirs), or null. */
export function hostAccountInRange(ids: BuildIds, files: readonly string[] = ['/etc/passwd', '/etc/group']): string | null {
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const [name, , id] = line.split(':');
      if (name && id !== undefined && inRange(ids, Number(id))) return `${name} (${file}, id ${id})`;
    }
  }
  return null;
}

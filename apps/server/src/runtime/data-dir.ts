import { mkdirSync, readFileSync, writeFileSync, openSync, closeSync, unlinkSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Marginalia process (pid ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * When a process started, as Linux tells it (boot id and start time in clock ticks), or null where there is no
 * /proc. PIDs are reused after a restart; a pid and its start mark together name one process.
 */
export function startMarkOf(pid: number): string | null {
  const boot = readOrNull('/proc/sys/kernel/random/boot_id');
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (boot === null || stat === null) return null;
  // Fields after the command name, which is in parentheses and may hold spaces; the start time is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const started = fields[19];
  return started ? `${boot.trim()}:${started}` : null;
}

// The server's entry point as its command line names it (tsx src/main.ts, node --import tsx apps/server/src/main.ts).
const SERVER_COMMAND = /(^|[/\\\0])src[/\\]main\.[cm]?[jt]s(\0|$)/;

interface LockOwner {
  pid: number;
  /** The owner's start mark when the lock was taken; null in lock files written before marks were kept. */
  started: string | null;
}

function readLock(lockPath: string): LockOwner | null {
  const [pidLine, startedLine] = (readOrNull(lockPath) ?? '').split('\n').map((line) => line.trim());
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, started: startedLine || null };
}

/** Whether the process the lock names is still the Marginalia server that took it. */
function stillHeld(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  const mark = startMarkOf(owner.pid);
  // Without /proc a live pid is taken for the owner: refusing is the safe side.
  if (mark === null) return true;
  if (owner.started !== null) return mark === owner.started;
  const command = readOrNull(`/proc/${owner.pid}/cmdline`);
  return command === null || SERVER_COMMAND.test(command);
}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The lock file holds the
 * owner's pid and when it started; a lock whose process has died, or whose pid now belongs to another process
 * (after a restart), is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'marginalia.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, `${process.pid}\n${startMarkOf(process.pid) ?? ''}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readLock(lockPath)?.pid === process.pid) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(lockPath);
      if (owner && stillHeld(owner)) throw new DataDirLockedError(dir, owner.pid);
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}

/** The JWT signing secret: from the environment, else kept in DATA_DIR (created on first start). */
export function loadOrCreateJwtSecret(dir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dir, { recursive: true });
  const secretPath = path.join(dir, 'jwt-secret');
  if (existsSync(secretPath)) {
    const stored = readFileSync(secretPath, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretPath, secret + '\n', { mode: 0o600 });
  return secret;
}

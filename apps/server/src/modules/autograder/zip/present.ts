import type { AutograderZip } from '@marginalia/contracts';
import type { AutograderZipRow } from './queries';

export function presentZip(row: AutograderZipRow): AutograderZip {
  return {
    assignment: row.assignmentId,
    fileName: row.fileName,
    size: row.size,
    sha256: row.sha256,
    state: row.state,
    step: row.state === 'building' ? row.step : null,
    log: row.log,
    error: row.state === 'failed' ? row.error : null,
    uploaded: row.uploadedAt.toISOString(),
    buildStarted: row.buildStartedAt?.toISOString() ?? null,
    built: row.builtAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    timeLimitSeconds: row.runTimeLimitSeconds,
  };
}

// The probes of `npm run sandbox:check`, each as a test against a real sandbox on this machine (the same list the
// command runs), and the report the command prints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE, requireSandbox, useSandbox } from '../hostile/harness';
import { PROBES } from './probes';
import { checkPassed, formatReport, limitsCountedBy, openCheckHost, runProbe, type CheckHost, type CheckReport } from './run-check';

describe.skipIf(UNAVAILABLE)('sandbox:check probes on this host', { timeout: 60_000 }, () => {
  const env = useSandbox({ firstUid: 31701 });
  let host: CheckHost;
  let limitsBy: string;
  beforeAll(async () => {
    host = await openCheckHost(env.sandbox);
    limitsBy = limitsCountedBy(await env.sandbox.availability());
  });
  afterAll(() => host?.close());

  it('runs with seccomp among what the sandbox enforces', async () => {
    const availability = await env.sandbox.availability();
    expect(availability).toMatchObject({ available: true });
    if (availability.available) expect(availability.enforced).toContain('seccomp');
  });

  for (const probe of PROBES) {
    it(`holds: ${probe.name}`, async () => {
      const row = await runProbe(env.sandbox, host, probe, limitsBy);
      expect(row.held, row.detail).toBe(true);
    });
  }
});

describe('the check report', () => {
  const report: CheckReport = {
    availability: { available: true, enforced: ['namespaces', 'seccomp'], scope: 'cgroup-v2' },
    rows: [
      { probe: 'memory bomb', held: true, detail: 'killed at 256 MB (cgroup-v2 memory)' },
      { probe: 'network', held: false, detail: 'host connected' },
    ],
  };

  it('prints a row per probe with what held and HELD or FAILED, the enforced list and how limits are counted', () => {
    const table = formatReport(report);
    expect(table).toContain('limits counted by: cgroup-v2');
    expect(table).toContain('enforced: namespaces, seccomp');
    expect(table).toMatch(/^memory bomb +killed at 256 MB \(cgroup-v2 memory\) +HELD$/m);
    expect(table).toMatch(/^network +host connected +FAILED$/m);
    expect(table).toContain('1 of 2 probes FAILED.');
  });

  it('passes only when the sandbox runs and every probe held', () => {
    expect(checkPassed(report)).toBe(false);
    expect(checkPassed({ ...report, rows: [report.rows[0]!] })).toBe(true);
    expect(checkPassed({ ...report, rows: [] })).toBe(false);
    expect(checkPassed({ availability: { available: false, reason: 'no bwrap' }, rows: [] })).toBe(false);
    expect(formatReport({ availability: { available: false, reason: 'no bwrap' }, rows: [] })).toContain('The sandbox is unavailable: no bwrap');
  });
});

requireSandbox();

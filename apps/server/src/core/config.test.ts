import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from './config';

const PG_URL = 'postgres://marginalia:secret@db.example.edu:5432/marginalia';
const SECRET = 's'.repeat(40);

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.join('\n');
  }
  return expect.unreachable('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('has embedded-mode defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8000, SEED_DEMO: true, DEMO_PASSWORD: 'marginalia-demo' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('treats empty values as unset and reads on/off switches', () => {
    expect(loadConfig({ PORT: '', SEED_DEMO: 'off' })).toMatchObject({ PORT: 8000, SEED_DEMO: false });
  });

  it('refuses runs without a per-run cgroup unless SANDBOX_ALLOW_PROCESS_LIMITS_ONLY is on', () => {
    expect(loadConfig({}).SANDBOX_ALLOW_PROCESS_LIMITS_ONLY).toBe(false);
    expect(loadConfig({ SANDBOX_ALLOW_PROCESS_LIMITS_ONLY: 'on' }).SANDBOX_ALLOW_PROCESS_LIMITS_ONLY).toBe(true);
    expect(() => loadConfig({ SANDBOX_ALLOW_PROCESS_LIMITS_ONLY: 'maybe' })).toThrow(/SANDBOX_ALLOW_PROCESS_LIMITS_ONLY/);
  });

  it('reads PLATFORM_ADMINS as a list of lower-case addresses and refuses anything else', () => {
    expect(loadConfig({}).PLATFORM_ADMINS).toEqual([]);
    expect(loadConfig({ PLATFORM_ADMINS: ' Ada@School.edu, ,ops@school.edu' }).PLATFORM_ADMINS).toEqual(['ada@school.edu', 'ops@school.edu']);
    expect(() => loadConfig({ PLATFORM_ADMINS: 'ada@school.edu,not-an-address' })).toThrow(/PLATFORM_ADMINS.1: Each entry must be an e-mail address/);
  });

  it('reads PARTNER_ORIGINS as exact origins, written as browsers write them, and names a bad entry', () => {
    expect(loadConfig({}).PARTNER_ORIGINS).toEqual([]);
    expect(loadConfig({ PARTNER_ORIGINS: ' HTTPS://LMS.Example.edu/ , https://lms.example.edu:443,http://localhost:3000' }).PARTNER_ORIGINS).toEqual([
      'https://lms.example.edu',
      'http://localhost:3000',
    ]);
    for (const entry of ['https://lms.example.edu/portal', 'https://*.example.edu', 'lms.example.edu', 'http://lms.example.edu', 'https://user@lms.example.edu', 'https://lms.example.edu:99999']) {
      expect(() => loadConfig({ PARTNER_ORIGINS: `https://ok.example.edu,${entry}` }), entry).toThrow(new RegExp(`PARTNER_ORIGINS: "${entry.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`));
    }
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: '99999', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/JWT_SECRET: Must be at least 32 characters/);
    expect(problems).toMatch(/DATABASE_URL: Must be a postgres/);
  });
});

describe('loadConfig with DATABASE_URL', () => {
  it('requires JWT_SECRET, and says why', () => {
    expect(problemsOf({ DATABASE_URL: PG_URL })).toMatch(/^JWT_SECRET: Required with DATABASE_URL: every web process/);
    expect(problemsOf({ DATABASE_URL: PG_URL, JWT_SECRET: '' })).toMatch(/JWT_SECRET: Required with DATABASE_URL/);
  });

  it('requires it of every process that runs the web role, and of no worker-only process', () => {
    expect(problemsOf({ DATABASE_URL: PG_URL, ROLES: 'web' })).toMatch(/JWT_SECRET: Required with DATABASE_URL/);
    expect(problemsOf({ DATABASE_URL: PG_URL, ROLES: 'web,worker' })).toMatch(/JWT_SECRET: Required with DATABASE_URL/);
    const worker = loadConfig({ DATABASE_URL: PG_URL, ROLES: 'worker' });
    expect(worker.ROLES).toEqual(['worker']);
    expect(worker.JWT_SECRET).toBeUndefined();
  });

  it('lists the missing secret beside the other problems', () => {
    const problems = problemsOf({ DATABASE_URL: PG_URL, PORT: 'eighty', SEED_DEMO: 'maybe' });
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/SEED_DEMO: Use on or off/);
    expect(problems).toMatch(/JWT_SECRET: Required with DATABASE_URL/);
  });

  it('seeds no demo data unless SEED_DEMO is on', () => {
    expect(loadConfig({ DATABASE_URL: PG_URL, JWT_SECRET: SECRET })).toMatchObject({ SEED_DEMO: false, JWT_SECRET: SECRET });
    expect(loadConfig({ DATABASE_URL: PG_URL, JWT_SECRET: SECRET, SEED_DEMO: 'on' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG_URL, JWT_SECRET: SECRET, SEED_DEMO: 'off' }).SEED_DEMO).toBe(false);
  });

  it('leaves embedded mode as it was: demo data on, the secret optional', () => {
    const embedded = loadConfig({ DATABASE_URL: '' });
    expect(embedded.SEED_DEMO).toBe(true);
    expect(embedded.JWT_SECRET).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'off' }).SEED_DEMO).toBe(false);
  });
});

describe('loadDatabaseConfig', () => {
  it('reads only where the database is, so migrating needs no secret', () => {
    expect(loadDatabaseConfig({ DATABASE_URL: PG_URL, PORT: 'eighty' })).toMatchObject({ DATABASE_URL: PG_URL });
    expect(loadDatabaseConfig({ DATA_DIR: 'somewhere' }).DATA_DIR).toMatch(/somewhere$/);
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: Must be a postgres/);
  });
});

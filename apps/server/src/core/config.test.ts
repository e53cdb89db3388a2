import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('reads PLATFORM_ADMINS as a list of lower-case addresses and refuses anything else', () => {
    expect(loadConfig({}).PLATFORM_ADMINS).toEqual([]);
    expect(loadConfig({ PLATFORM_ADMINS: ' Ada@School.edu, ,ops@school.edu' }).PLATFORM_ADMINS).toEqual(['ada@school.edu', 'ops@school.edu']);
    expect(() => loadConfig({ PLATFORM_ADMINS: 'ada@school.edu,not-an-address' })).toThrow(/PLATFORM_ADMINS.1: Each entry must be an e-mail address/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: '99999', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/JWT_SECRET: Must be at least 32 characters/);
      expect(problems).toMatch(/DATABASE_URL: Must be a postgres/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('amendment source verification settings', () => {
  it('allow only the four official hosts by default, and read test hosts from the environment', () => {
    expect(loadConfig({}).officialSourceOrigins).toEqual([
      'https://constitution.congress.gov',
      'https://www.congress.gov',
      'https://www.archives.gov',
      'https://www.govinfo.gov',
    ]);
    const c = loadConfig({
      OFFICIAL_SOURCE_ORIGINS: 'http://127.0.0.1:9100, http://127.0.0.1:9101/',
      CONSTITUTION_SOURCE_URL: 'http://127.0.0.1:9100/',
      ARCHIVES_SOURCE_URL: 'http://127.0.0.1:9101',
      VERIFY_TIMEOUT_MS: '500',
    });
    expect(c.officialSourceOrigins).toEqual(['http://127.0.0.1:9100', 'http://127.0.0.1:9101']);
    expect(c.constitutionSourceUrl).toBe('http://127.0.0.1:9100');
    expect(c.archivesSourceUrl).toBe('http://127.0.0.1:9101');
    expect(c.verifyTimeoutMs).toBe(500);
  });

  it('refuse an allow-list entry that is more than an origin', () => {
    for (const bad of [
      'https://www.archives.gov/founding-docs',
      'ftp://www.archives.gov',
      'archives.gov',
      ' , ',
      'https://u:p@www.archives.gov',
    ]) {
      expect(() => loadConfig({ OFFICIAL_SOURCE_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ OFFICIAL_SOURCE_ORIGINS: 'https://www.archives.gov/x' })).toThrow(
      /OFFICIAL_SOURCE_ORIGINS must be a comma-separated list of http\(s\) origins/,
    );
    expect(() => loadConfig({ VERIFY_TIMEOUT_MS: '0' })).toThrow(/VERIFY_TIMEOUT_MS must be an integer between 50 and 60000/);
  });
});

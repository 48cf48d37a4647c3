import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toEqual({
      port: 8080,
      dataDir: path.resolve('./data'),
      staticDir: path.resolve('./dist'),
      sessionKeys: undefined,
      openaiApiKey: undefined,
      openaiBaseUrl: undefined,
      openaiModel: undefined,
      openaiTimeoutMs: 20000,
      openaiMaxTokens: 1200,
      openaiTtsModel: undefined,
      openaiTtsVoice: 'alloy',
      aiRateLimit: 30,
      aiRateWindowSeconds: 3600,
      congressApiKey: undefined,
      govinfoApiKey: undefined,
      congressApiUrl: 'https://api.congress.gov/v3',
      federalRegisterApiUrl: 'https://www.federalregister.gov/api/v1',
      govinfoApiUrl: 'https://api.govinfo.gov',
      newsTimeoutMs: 10000,
      loginMaxAttempts: 10,
      loginWindowSeconds: 900,
      loginAccountMaxFailures: 100,
      loginAccountWindowSeconds: 3600,
      sessionIdleSeconds: 43200,
      sessionAbsoluteSeconds: 2592000,
      hstsIncludeSubdomains: false,
      scryptLogN: 17,
      narrationCacheBytes: 512 * 1024 * 1024,
      responseIdleTimeoutMs: 30000,
      bodyLimitBytes: 65536,
      officialSourceOrigins: [
        'https://constitution.congress.gov',
        'https://www.congress.gov',
        'https://www.archives.gov',
        'https://www.govinfo.gov',
      ],
      constitutionSourceUrl: 'https://constitution.congress.gov',
      archivesSourceUrl: 'https://www.archives.gov',
      verifyTimeoutMs: 8000,
      courtListenerApiUrl: 'https://www.courtlistener.com/api/rest/v4',
      courtListenerApiToken: undefined,
      courtListenerTimeoutMs: 8000,
      databaseUrl: undefined,
      newsRefreshCooldownSeconds: 300,
      requestTimeoutMs: 30000,
      signupMaxPerIp: 10,
      signupWindowSeconds: 3600,
      helpTicketsPerDay: 20,
      trustProxy: 0,
      narrateAtStart: true,
    });
  });

  it('makes the narrations after start unless NARRATE_AT_START is 0, and refuses anything else', () => {
    expect(loadConfig({ NARRATE_AT_START: '0' }).narrateAtStart).toBe(false);
    expect(loadConfig({ NARRATE_AT_START: '1' }).narrateAtStart).toBe(true);
    expect(() => loadConfig({ NARRATE_AT_START: 'sometimes' })).toThrow(/NARRATE_AT_START must be 1/);
  });

  it('treats empty strings as unset', () => {
    const c = loadConfig({ PORT: '', DATA_DIR: ' ', OPENAI_API_KEY: '', CONGRESS_API_URL: '', SESSION_KEYS: '' });
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.openaiApiKey).toBeUndefined();
    expect(c.congressApiUrl).toBe('https://api.congress.gov/v3');
    expect(c.sessionKeys).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '3000',
      DATA_DIR: '/tmp/laws-data',
      STATIC_DIR: '/tmp/laws-dist',
      SESSION_KEYS: 'first-secret-key-0001, second-secret-key-002',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/',
      OPENAI_MODEL: 'gpt-test',
      CONGRESS_API_KEY: 'ck',
      GOVINFO_API_KEY: 'gk',
      CONGRESS_API_URL: 'http://127.0.0.1:9001',
      FEDERAL_REGISTER_API_URL: 'http://127.0.0.1:9002/api/v1',
      GOVINFO_API_URL: 'http://127.0.0.1:9003',
      LOGIN_MAX_ATTEMPTS: '5',
      LOGIN_WINDOW_SECONDS: '60',
      BODY_LIMIT_BYTES: '4096',
    });
    expect(c).toMatchObject({
      port: 3000,
      dataDir: '/tmp/laws-data',
      staticDir: '/tmp/laws-dist',
      sessionKeys: ['first-secret-key-0001', 'second-secret-key-002'],
      openaiApiKey: 'sk-test',
      openaiBaseUrl: 'http://127.0.0.1:9999/v1',
      openaiModel: 'gpt-test',
      congressApiKey: 'ck',
      govinfoApiKey: 'gk',
      congressApiUrl: 'http://127.0.0.1:9001',
      federalRegisterApiUrl: 'http://127.0.0.1:9002/api/v1',
      govinfoApiUrl: 'http://127.0.0.1:9003',
      loginMaxAttempts: 5,
      loginWindowSeconds: 60,
      bodyLimitBytes: 4096,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be an integer between 1 and 65535 (got "80.5")'],
    [{ PORT: '0' }, 'PORT must be an integer between 1 and 65535 (got "0")'],
    [{ LOGIN_MAX_ATTEMPTS: '-1' }, 'LOGIN_MAX_ATTEMPTS must be an integer between 1 and 10000 (got "-1")'],
    [{ LOGIN_WINDOW_SECONDS: 'soon' }, 'LOGIN_WINDOW_SECONDS must be an integer between 1 and 604800 (got "soon")'],
    [{ BODY_LIMIT_BYTES: '1e6' }, 'BODY_LIMIT_BYTES must be an integer between 1024 and 104857600 (got "1e6")'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL must be an http(s) URL (got "localhost:11434")'],
    [{ CONGRESS_API_URL: 'ftp://example.com' }, 'CONGRESS_API_URL must be an http(s) URL (got "ftp://example.com")'],
    [{ GOVINFO_API_URL: 'nope' }, 'GOVINFO_API_URL must be an http(s) URL (got "nope")'],
    [{ FEDERAL_REGISTER_API_URL: '/api' }, 'FEDERAL_REGISTER_API_URL must be an http(s) URL (got "/api")'],
    [{ NEWS_TIMEOUT_MS: '0' }, 'NEWS_TIMEOUT_MS must be an integer between 100 and 120000 (got "0")'],
    [{ OPENAI_TIMEOUT_MS: '20s' }, 'OPENAI_TIMEOUT_MS must be an integer between 100 and 600000 (got "20s")'],
    [{ OPENAI_MAX_TOKENS: '10' }, 'OPENAI_MAX_TOKENS must be an integer between 64 and 32000 (got "10")'],
    [{ AI_RATE_LIMIT: '0' }, 'AI_RATE_LIMIT must be an integer between 1 and 100000 (got "0")'],
  ])('%j → ConfigError naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('asks the default model when a key or a base URL is set but no model', () => {
    expect(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).openaiModel).toBe('gpt-4o-mini');
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x' }).openaiModel).toBe('gpt-4o-mini');
    expect(loadConfig({ OPENAI_MODEL: 'llama3.2' }).openaiModel).toBe('llama3.2');
    expect(
      loadConfig({ OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_TOKENS: '800', AI_RATE_LIMIT: '5', AI_RATE_WINDOW_SECONDS: '60' }),
    ).toMatchObject({
      openaiTimeoutMs: 5000,
      openaiMaxTokens: 800,
      aiRateLimit: 5,
      aiRateWindowSeconds: 60,
    });
  });

  it('reads the speech model and voice, refusing a voice that is not a name', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x', OPENAI_TTS_MODEL: 'tts-1', OPENAI_TTS_VOICE: 'nova' })).toMatchObject({
      openaiTtsModel: 'tts-1',
      openaiTtsVoice: 'nova',
    });
    expect(() => loadConfig({ OPENAI_TTS_VOICE: 'no voice!' })).toThrow(
      'OPENAI_TTS_VOICE must be a voice name such as alloy (got "no voice!")',
    );
  });

  it('names a short session key without printing the secrets', () => {
    let error: unknown;
    try {
      loadConfig({ SESSION_KEYS: 'a-long-enough-secret-1,tooshort' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toBe('SESSION_KEYS must be a comma-separated list of secrets of at least 16 characters each (key 2 has 8)');
    expect(message).not.toContain('tooshort');
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', BODY_LIMIT_BYTES: 'y' })).toThrow(
      'PORT must be an integer between 1 and 65535 (got "x")\nBODY_LIMIT_BYTES must be an integer between 1024 and 104857600 (got "y")',
    );
  });
});

import path from 'node:path';
import { z } from 'zod';
import { HELP_TICKETS_PER_DAY } from '../core/schemas/help';

/** A bad environment variable: the message names the variable and what is wrong with it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Config {
  port: number;
  /** Absolute path of the data directory (embedded database, generated session keys). */
  dataDir: string;
  /** DATABASE_URL (postgres://…): a PostgreSQL server instead of the embedded database in DATA_DIR. */
  databaseUrl: string | undefined;
  /** LAW_INDEX_DIR: where the full-text index of the U.S. Code is kept (default DATA_DIR/law-index). */
  lawIndexDir?: string;
  /** Absolute path of the built PWA served at /. */
  staticDir: string;
  /** From SESSION_KEYS (never written anywhere); when absent the server generates keys and keeps them in the database, shared by every instance on it. */
  sessionKeys: string[] | undefined;
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  /** The model asked; defaults to DEFAULT_OPENAI_MODEL when a key or base URL is set. */
  openaiModel: string | undefined;
  /** How long one AI answer may take (idle time between streamed tokens, too). */
  openaiTimeoutMs: number;
  /** Upper bound on the tokens one AI answer may use. */
  openaiMaxTokens: number;
  /** A speech model at the same endpoint (POST /v1/audio/speech) for narrations; eSpeak NG otherwise. */
  openaiTtsModel: string | undefined;
  openaiTtsVoice: string;
  /** AI calls one user may make per window (answers from the cache do not count). */
  aiRateLimit: number;
  aiRateWindowSeconds: number;
  congressApiKey: string | undefined;
  govinfoApiKey: string | undefined;
  congressApiUrl: string;
  federalRegisterApiUrl: string;
  govinfoApiUrl: string;
  /** How long one news upstream request (Congress.gov, Federal Register) may take. */
  newsTimeoutMs: number;
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** Failed logins one account may have, from anywhere, per LOGIN_ACCOUNT_WINDOW_SECONDS (devices it signed in from before are not held). */
  loginAccountMaxFailures: number;
  loginAccountWindowSeconds: number;
  /** A session ends after this long unused (SESSION_IDLE_SECONDS, 12 h) ... */
  sessionIdleSeconds: number;
  /** ... and this long after sign-in, however much used (SESSION_ABSOLUTE_SECONDS, 30 days). */
  sessionAbsoluteSeconds: number;
  /** HSTS_INCLUDE_SUBDOMAINS=1: Strict-Transport-Security covers every subdomain (only if all of them serve HTTPS). */
  hstsIncludeSubdomains: boolean;
  /** scrypt cost N = 2^scryptLogN (17 per OWASP). SCRYPT_LOG_N exists for the test suite only (docs/security.md). */
  scryptLogN: number;
  /** NARRATION_CACHE_MB: the narrations kept on disk; least recently played are removed beyond it. */
  narrationCacheBytes: number;
  /** A reply whose client reads nothing for this long is cut (RESPONSE_IDLE_TIMEOUT_SECONDS). */
  responseIdleTimeoutMs: number;
  /** Accounts one IP may create per SIGNUP_WINDOW_SECONDS. */
  signupMaxPerIp: number;
  signupWindowSeconds: number;
  /** Help messages one account may send in 24 hours (HELP_TICKETS_PER_DAY, default 20). */
  helpTicketsPerDay: number;
  /**
   * TRUST_PROXY=n: the number of reverse proxies in front of the server (0: none). The client's
   * address is the n-th X-Forwarded-For entry from the right (what the nearest proxy saw), and
   * X-Forwarded-Proto says HTTPS. Entries further left are the client's own words and ignored.
   */
  trustProxy: number;
  /** Longest a client may take to send a request's headers / the whole request (slow clients are cut). */
  requestTimeoutMs: number;
  /** Upstream news is fetched at most once per this many seconds, across instances (0: no cooldown). */
  newsRefreshCooldownSeconds: number;
  bodyLimitBytes: number;
  /**
   * Amendment source verification: the only origins the server ever fetches from,
   * the bases of the two official sources, and how long one fetch may take.
   */
  officialSourceOrigins: string[];
  constitutionSourceUrl: string;
  archivesSourceUrl: string;
  verifyTimeoutMs: number;
  /** CourtListener's REST API v4 (court opinions in Advanced Search); its origin is the only host asked. */
  courtListenerApiUrl: string;
  /** COURTLISTENER_API_TOKEN: sent as "Token …" when set (anonymous use is tightly rate-limited). */
  courtListenerApiToken: string | undefined;
  courtListenerTimeoutMs: number;
  /**
   * NARRATE_AT_START (default 1): once started, make the Know Your Rights narrations that are not
   * made yet, in the background. 0 for short-lived servers (tests, e2e).
   */
  narrateAtStart: boolean;
}

type Env = Record<string, string | undefined>;

/** Empty (or blank) strings count as unset, so `PORT= npm start` means "use the default". */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());

function integer(name: string, min: number, max: number, fallback: number) {
  return optionalText.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const text = raw.trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`,
      });
      return z.NEVER;
    }
    return value;
  });
}

/** An http(s) base URL, kept without its trailing slash so callers can append "/path". */
function baseUrl(name: string, fallback?: string) {
  return optionalText.transform((raw, ctx) => {
    const text = raw?.trim() ?? fallback;
    if (text === undefined) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: `${name} must be an http(s) URL (got ${JSON.stringify(raw)})` });
      return z.NEVER;
    }
    return text.replace(/\/+$/, '');
  });
}

const SESSION_KEY_MIN = 16;

/** The model asked when OPENAI_MODEL is unset but a key or base URL is (OpenAI's small model). */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

// Secrets are never echoed back in an error message.
const sessionKeys = optionalText.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const keys = raw
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  const short = keys.findIndex((k) => k.length < SESSION_KEY_MIN);
  if (keys.length === 0 || short !== -1) {
    ctx.addIssue({
      code: 'custom',
      message:
        `SESSION_KEYS must be a comma-separated list of secrets of at least ${SESSION_KEY_MIN} characters each` +
        (short === -1 ? '' : ` (key ${short + 1} has ${keys[short]!.length})`),
    });
    return z.NEVER;
  }
  return keys;
});

const secret = optionalText.transform((v) => v?.trim());

/** The official hosts amendment verification may fetch. */
export const DEFAULT_OFFICIAL_SOURCE_ORIGINS = [
  'https://constitution.congress.gov',
  'https://www.congress.gov',
  'https://www.archives.gov',
  'https://www.govinfo.gov',
];

/** A comma-separated list of http(s) origins (scheme, host and port only). */
const origins = (name: string, fallback: string[]) =>
  optionalText.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const list = raw
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== '');
    const bad = list.find((o) => {
      try {
        const url = new URL(o);
        const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
        return (url.protocol !== 'http:' && url.protocol !== 'https:') || !originOnly;
      } catch {
        return true;
      }
    });
    if (list.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a comma-separated list of http(s) origins such as https://www.archives.gov (got ${JSON.stringify(bad ?? raw)})`,
      });
      return z.NEVER;
    }
    return list.map((o) => new URL(o).origin);
  });

const envSchema = z.object({
  PORT: integer('PORT', 1, 65535, 8080),
  DATA_DIR: optionalText.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalText.transform((v, ctx) => {
    const url = v?.trim();
    if (!url) return undefined;
    if (!/^postgres(ql)?:\/\//.test(url)) {
      ctx.addIssue({ code: 'custom', message: 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/lawsai' });
      return z.NEVER;
    }
    return url;
  }),
  STATIC_DIR: optionalText.transform((v) => path.resolve(v ?? './dist')),
  LAW_INDEX_DIR: optionalText.transform((v) => (v ? path.resolve(v) : undefined)),
  SESSION_KEYS: sessionKeys,
  OPENAI_API_KEY: secret,
  OPENAI_BASE_URL: baseUrl('OPENAI_BASE_URL'),
  OPENAI_MODEL: optionalText.transform((v) => v?.trim()),
  OPENAI_TIMEOUT_MS: integer('OPENAI_TIMEOUT_MS', 100, 600_000, 20_000),
  OPENAI_MAX_TOKENS: integer('OPENAI_MAX_TOKENS', 64, 32_000, 1200),
  OPENAI_TTS_MODEL: optionalText.transform((v) => v?.trim() || undefined),
  OPENAI_TTS_VOICE: optionalText.transform((v, ctx) => {
    const voice = v?.trim() || 'alloy';
    if (!/^[a-z0-9_-]{1,40}$/i.test(voice)) {
      ctx.addIssue({ code: 'custom', message: `OPENAI_TTS_VOICE must be a voice name such as alloy (got ${JSON.stringify(v)})` });
      return z.NEVER;
    }
    return voice;
  }),
  AI_RATE_LIMIT: integer('AI_RATE_LIMIT', 1, 100_000, 30),
  AI_RATE_WINDOW_SECONDS: integer('AI_RATE_WINDOW_SECONDS', 1, 7 * 24 * 3600, 3600),
  CONGRESS_API_KEY: secret,
  GOVINFO_API_KEY: secret,
  CONGRESS_API_URL: baseUrl('CONGRESS_API_URL', 'https://api.congress.gov/v3'),
  FEDERAL_REGISTER_API_URL: baseUrl('FEDERAL_REGISTER_API_URL', 'https://www.federalregister.gov/api/v1'),
  GOVINFO_API_URL: baseUrl('GOVINFO_API_URL', 'https://api.govinfo.gov'),
  NEWS_TIMEOUT_MS: integer('NEWS_TIMEOUT_MS', 100, 120_000, 10_000),
  LOGIN_MAX_ATTEMPTS: integer('LOGIN_MAX_ATTEMPTS', 1, 10_000, 10),
  LOGIN_WINDOW_SECONDS: integer('LOGIN_WINDOW_SECONDS', 1, 7 * 24 * 3600, 900),
  LOGIN_ACCOUNT_MAX_FAILURES: integer('LOGIN_ACCOUNT_MAX_FAILURES', 1, 1_000_000, 100),
  LOGIN_ACCOUNT_WINDOW_SECONDS: integer('LOGIN_ACCOUNT_WINDOW_SECONDS', 1, 7 * 24 * 3600, 3600),
  SESSION_IDLE_SECONDS: integer('SESSION_IDLE_SECONDS', 60, 30 * 24 * 3600, 12 * 3600),
  SESSION_ABSOLUTE_SECONDS: integer('SESSION_ABSOLUTE_SECONDS', 60, 365 * 24 * 3600, 30 * 24 * 3600),
  HSTS_INCLUDE_SUBDOMAINS: optionalText.transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === '1' || value === 'true') return true;
    ctx.addIssue({
      code: 'custom',
      message: `HSTS_INCLUDE_SUBDOMAINS must be 1 (every subdomain serves HTTPS) or 0 (got ${JSON.stringify(v)})`,
    });
    return z.NEVER;
  }),
  SCRYPT_LOG_N: integer('SCRYPT_LOG_N', 10, 20, 17),
  NARRATION_CACHE_MB: integer('NARRATION_CACHE_MB', 1, 1_000_000, 512),
  RESPONSE_IDLE_TIMEOUT_SECONDS: integer('RESPONSE_IDLE_TIMEOUT_SECONDS', 1, 600, 30),
  SIGNUP_MAX_PER_IP: integer('SIGNUP_MAX_PER_IP', 1, 1_000_000, 10),
  SIGNUP_WINDOW_SECONDS: integer('SIGNUP_WINDOW_SECONDS', 1, 7 * 24 * 3600, 3600),
  HELP_TICKETS_PER_DAY: integer('HELP_TICKETS_PER_DAY', 1, 1_000_000, HELP_TICKETS_PER_DAY),
  NARRATE_AT_START: optionalText.transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '' || value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    ctx.addIssue({
      code: 'custom',
      message: `NARRATE_AT_START must be 1 (make the narrations after start) or 0 (got ${JSON.stringify(v)})`,
    });
    return z.NEVER;
  }),
  TRUST_PROXY: optionalText.transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '' || value === 'false') return 0;
    if (value === 'true') return 1; // the old boolean form: one proxy
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be the number of reverse proxies in front of the server, 0 to 10 (got ${JSON.stringify(v)})`,
    });
    return z.NEVER;
  }),
  REQUEST_TIMEOUT_SECONDS: integer('REQUEST_TIMEOUT_SECONDS', 1, 30, 30),
  NEWS_REFRESH_COOLDOWN_SECONDS: integer('NEWS_REFRESH_COOLDOWN_SECONDS', 0, 24 * 3600, 300),
  BODY_LIMIT_BYTES: integer('BODY_LIMIT_BYTES', 1024, 100 * 1024 * 1024, 65536),
  OFFICIAL_SOURCE_ORIGINS: origins('OFFICIAL_SOURCE_ORIGINS', DEFAULT_OFFICIAL_SOURCE_ORIGINS),
  CONSTITUTION_SOURCE_URL: baseUrl('CONSTITUTION_SOURCE_URL', 'https://constitution.congress.gov'),
  ARCHIVES_SOURCE_URL: baseUrl('ARCHIVES_SOURCE_URL', 'https://www.archives.gov'),
  VERIFY_TIMEOUT_MS: integer('VERIFY_TIMEOUT_MS', 50, 60_000, 8000),
  COURTLISTENER_API_URL: baseUrl('COURTLISTENER_API_URL', 'https://www.courtlistener.com/api/rest/v4'),
  COURTLISTENER_API_TOKEN: secret,
  COURTLISTENER_TIMEOUT_MS: integer('COURTLISTENER_TIMEOUT_MS', 100, 60_000, 8000),
});

/** Read the server's configuration from the environment; throws ConfigError on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => i.message).join('\n'));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    staticDir: e.STATIC_DIR,
    ...(e.LAW_INDEX_DIR ? { lawIndexDir: e.LAW_INDEX_DIR } : {}),
    sessionKeys: e.SESSION_KEYS,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL ?? (e.OPENAI_API_KEY || e.OPENAI_BASE_URL ? DEFAULT_OPENAI_MODEL : undefined),
    openaiTimeoutMs: e.OPENAI_TIMEOUT_MS,
    openaiMaxTokens: e.OPENAI_MAX_TOKENS,
    openaiTtsModel: e.OPENAI_TTS_MODEL,
    openaiTtsVoice: e.OPENAI_TTS_VOICE,
    aiRateLimit: e.AI_RATE_LIMIT,
    aiRateWindowSeconds: e.AI_RATE_WINDOW_SECONDS,
    congressApiKey: e.CONGRESS_API_KEY,
    govinfoApiKey: e.GOVINFO_API_KEY,
    // The defaults above guarantee these three are set.
    congressApiUrl: e.CONGRESS_API_URL!,
    federalRegisterApiUrl: e.FEDERAL_REGISTER_API_URL!,
    govinfoApiUrl: e.GOVINFO_API_URL!,
    newsTimeoutMs: e.NEWS_TIMEOUT_MS,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    loginAccountWindowSeconds: e.LOGIN_ACCOUNT_WINDOW_SECONDS,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: Math.max(e.SESSION_ABSOLUTE_SECONDS, e.SESSION_IDLE_SECONDS),
    hstsIncludeSubdomains: e.HSTS_INCLUDE_SUBDOMAINS,
    scryptLogN: e.SCRYPT_LOG_N,
    narrationCacheBytes: e.NARRATION_CACHE_MB * 1024 * 1024,
    responseIdleTimeoutMs: e.RESPONSE_IDLE_TIMEOUT_SECONDS * 1000,
    signupMaxPerIp: e.SIGNUP_MAX_PER_IP,
    signupWindowSeconds: e.SIGNUP_WINDOW_SECONDS,
    helpTicketsPerDay: e.HELP_TICKETS_PER_DAY,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    newsRefreshCooldownSeconds: e.NEWS_REFRESH_COOLDOWN_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    officialSourceOrigins: e.OFFICIAL_SOURCE_ORIGINS,
    constitutionSourceUrl: e.CONSTITUTION_SOURCE_URL!,
    archivesSourceUrl: e.ARCHIVES_SOURCE_URL!,
    verifyTimeoutMs: e.VERIFY_TIMEOUT_MS,
    courtListenerApiUrl: e.COURTLISTENER_API_URL!,
    courtListenerApiToken: e.COURTLISTENER_API_TOKEN || undefined,
    courtListenerTimeoutMs: e.COURTLISTENER_TIMEOUT_MS,
    narrateAtStart: e.NARRATE_AT_START,
  };
}

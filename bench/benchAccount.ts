/**
 * A fresh account for a bench's signed-in visits: one payload for every bench, sent from a
 * Playwright context (its cookie stays there) or with fetch (the cookie is returned).
 */
import type { APIRequestContext } from '@playwright/test';

export const BENCH_PASSWORD = 'correct horse battery';

/** A valid sign-up for a new, unique user whose name starts with `prefix`. */
export function benchSignup(prefix: string): { username: string; email: string; password: string; body: Record<string, unknown> } {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  return {
    username,
    email,
    password: BENCH_PASSWORD,
    body: {
      username,
      fullLegalName: 'Bench User',
      email,
      phoneNumber: '555-123-4567',
      dateOfBirth: '1990-04-12T00:00:00.000Z',
      password: BENCH_PASSWORD,
      disclaimerAccepted: true,
      disclaimerAcceptedAt: new Date().toISOString(),
    },
  };
}

/** Signs a new user up through this request context (a browser context's cookie jar). */
export async function signUpIn(request: APIRequestContext, baseUrl: string, prefix: string): Promise<{ email: string; password: string }> {
  const account = benchSignup(prefix);
  const reply = await request.post(`${baseUrl}/api/auth/signup`, { headers: { Origin: baseUrl }, data: account.body });
  if (!reply.ok()) throw new Error(`signup failed: ${reply.status()} ${await reply.text()}`);
  return { email: account.email, password: account.password };
}

/** Signs a new user up with fetch; resolves with the session's Cookie header. */
export async function signUpCookie(baseUrl: string, prefix: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(benchSignup(prefix).body),
  });
  if (!reply.ok) throw new Error(`signup failed: ${reply.status} ${await reply.text()}`);
  return reply.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { cookieName } from './cookieNames';

/**
 * "A device that signed in to this account before": a signed, httpOnly cookie set on each
 * successful sign-in, listing (hashed) the accounts signed in from this browser. It lets the
 * owner past the per-account failure limit (docs/security.md); the server's keys sign it, so a
 * stranger cannot make one.
 */
const BASE_NAME = 'lawsai.device';
const KEPT = 5;
const MAX_AGE_MS = 400 * 24 * 3600 * 1000; // browsers cap cookie lifetimes at 400 days

const accountTag = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16);

function tagsOf(ctx: Context): string[] {
  const value = ctx.cookies.get(cookieName(ctx, BASE_NAME), { signed: true });
  return value ? value.split('.').filter(Boolean) : [];
}

export function isKnownDevice(ctx: Context, email: string): boolean {
  return tagsOf(ctx).includes(accountTag(email));
}

export function rememberDevice(ctx: Context, email: string): void {
  const tag = accountTag(email);
  const tags = [tag, ...tagsOf(ctx).filter((t) => t !== tag)].slice(0, KEPT);
  ctx.cookies.set(cookieName(ctx, BASE_NAME), tags.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: MAX_AGE_MS,
    secure: ctx.secure,
  });
}

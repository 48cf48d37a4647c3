import type { Middleware } from 'koa';
import type { Config } from '../config';

/** Mantine injects <style> tags, hence 'unsafe-inline' for styles only; scripts stay 'self'. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Set on every response, errors included (set before the rest of the chain runs). HSTS covers
 * subdomains only when HSTS_INCLUDE_SUBDOMAINS=1: an operator whose other subdomains are not
 * all on HTTPS would otherwise lock visitors out of them for a year.
 */
export function securityHeaders(config: Pick<Config, 'hstsIncludeSubdomains'> = { hstsIncludeSubdomains: false }): Middleware {
  const hsts = config.hstsIncludeSubdomains ? 'max-age=31536000; includeSubDomains' : 'max-age=31536000';
  return async (ctx, next) => {
    ctx.set(HEADERS);
    // Only meaningful (and only honoured) over HTTPS.
    if (ctx.secure) ctx.set('Strict-Transport-Security', hsts);
    await next();
  };
}

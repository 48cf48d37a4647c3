import type { Middleware } from 'koa';

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

/** Set on every response, errors included (set before the rest of the chain runs). */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set(HEADERS);
    // Only meaningful (and only honoured) over HTTPS.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000');
    await next();
  };
}

import type { Context } from 'koa';

/**
 * Over HTTPS every cookie we set is named `__Host-…`: browsers then accept it only with Secure,
 * Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 * Plain-http localhost keeps the bare name (browsers refuse `__Host-` without Secure).
 */
export const cookieName = (ctx: Pick<Context, 'secure'>, base: string) => (ctx.secure ? `__Host-${base}` : base);

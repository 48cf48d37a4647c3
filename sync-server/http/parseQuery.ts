import type { Context } from 'koa';
import type { z } from 'zod';
import { serverMessages, type ErrorReply } from '../../core/schemas/errors';
import { ApiError } from './errors';

/**
 * Parse the query string with its core schema, or 400 `{error, issues}` like parseBody.
 * An empty parameter (`?category=`) counts as not given; a repeated one is refused.
 */
export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== '' && v !== undefined));
  const result = schema.safeParse(given, {
    // zod's own text for these ("expected number, received NaN") would mean nothing to a user.
    error: (issue) => {
      const name = issue.path?.join('.') || 'query';
      if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
        const max = Number(issue.maximum).toLocaleString('en-US');
        return issue.origin === 'string' ? `${name} must be at most ${max} characters` : `${name} must be ${max} or less`;
      }
      if (issue.code !== 'invalid_type') return undefined;
      return Array.isArray(issue.input)
        ? `${name} must be given once`
        : `${name} must be ${issue.expected === 'number' ? 'a number' : 'text'}`;
    },
  });
  if (result.success) return result.data;
  const issues: NonNullable<ErrorReply['issues']> = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: i.message,
  }));
  throw new ApiError(400, issues[0]?.message ?? serverMessages.invalidBody, { issues });
}

import type { Context } from 'koa';
import type { z } from 'zod';
import { serverMessages, type ErrorReply } from '../../core/schemas/errors';
import { jsonBodyOf } from './body';
import { ApiError } from './errors';

/**
 * Parse this request's JSON body with its core schema, or throw a 400
 * `{error: <first issue's message>, issues: [{path, message}]}`. A missing field reads
 * "Required" unless the schema gives its own message; a body that is not even the right
 * kind of value (null, an array, a string, nothing) reads "Invalid request body".
 */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const result = schema.safeParse(jsonBodyOf(ctx), {
    error: (issue) => (issue.input === undefined ? 'Required' : undefined),
  });
  if (result.success) return result.data;
  const issues: NonNullable<ErrorReply['issues']> = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: i.message,
  }));
  const first = issues[0];
  const error = first && first.path.length > 0 ? first.message : serverMessages.invalidBody;
  throw new ApiError(400, error, { issues });
}

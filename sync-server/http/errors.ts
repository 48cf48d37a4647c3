import type { ErrorReply } from '../../core/schemas/errors';

/**
 * An error meant for the client: the error middleware answers `{error: message, issues?}`
 * with `status`. Anything else thrown becomes a logged 500.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly issues: ErrorReply['issues'];
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, extra: { issues?: ErrorReply['issues']; headers?: Record<string, string> } = {}) {
    super(message);
    this.status = status;
    this.issues = extra.issues;
    this.headers = extra.headers ?? {};
  }
}

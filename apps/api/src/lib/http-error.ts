// Errors a user can cause: services throw these, the app's error handler turns them into JSON.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra JSON fields the contract defines (limitReached, requiresVerification). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);

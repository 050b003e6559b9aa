// Expected failures every service may throw. They belong to the platform, not to a
// door: the GraphQL door exposes them as typed errors (api/graphql/errors.ts), the
// REST door as status codes (api/rest/errors.ts).

export class ValidationError extends Error {
  constructor(
    message: string,
    public readonly fieldErrors: { name: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ValidationError';
  }
  static fromFields(fieldErrors: { name: string; message: string }[]) {
    return new ValidationError(fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
  }
}

export class AuthenticationError extends Error {
  override name = 'AuthenticationError';
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export class RateLimitError extends Error {
  override name = 'RateLimitError';
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

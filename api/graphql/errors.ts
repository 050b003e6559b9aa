// Typed errors (STYLE.md): every expected failure is a type implementing `Error`,
// returned in the field's result union; unexpected errors stay masked by Yoga.
import { builder } from './builder.ts';

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

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<{ name: string; message: string }>('FieldError').implement({
  description: 'A problem with one input field, for forms to show next to it.',
  fields: (t) => ({ name: t.exposeString('name'), message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (o) => o instanceof ValidationError,
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldError], resolve: (e) => e.fieldErrors }) }),
});

builder.objectType(AuthenticationError, {
  name: 'AuthenticationError',
  interfaces: [ErrorInterface],
  isTypeOf: (o) => o instanceof AuthenticationError,
});

builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface], isTypeOf: (o) => o instanceof NotFoundError });

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  isTypeOf: (o) => o instanceof RateLimitError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

// Typed errors (STYLE.md): every expected failure is a type implementing `Error`,
// returned in the field's result union; unexpected errors stay masked by Yoga.
import { builder } from './builder.ts';
import { AuthenticationError, NotFoundError, RateLimitError, ValidationError } from '../platform/errors.ts';

export { AuthenticationError, NotFoundError, RateLimitError, ValidationError };

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

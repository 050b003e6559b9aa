/** What a login or register attempt came to, in the terms a form needs. */
export type AuthOutcome =
  | { ok: true; user: { firstName: string | null | undefined; email: string } }
  | { ok: false; message: string | null; fieldErrors: ReadonlyArray<{ name: string; message: string }> };

interface ResultShape {
  readonly __typename: string;
  readonly data?: { readonly firstName?: string | null; readonly email: string };
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly name: string; readonly message: string }>;
}

/** Reads a `Mutation<Name>Result` union (success | typed errors) into an AuthOutcome. */
export function toAuthOutcome(result: ResultShape): AuthOutcome {
  if (result.data) return { ok: true, user: { firstName: result.data.firstName, email: result.data.email } };
  return { ok: false, message: result.message || null, fieldErrors: result.fieldErrors ?? [] };
}

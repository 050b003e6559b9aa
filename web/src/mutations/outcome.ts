/** What a mutation with a typed-error union came to, in the terms a form or a toast needs. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

interface ErrorShape {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly name: string; readonly message: string }>;
}

/** Reads the error side of a `Mutation<Name>Result` union. Field names may come as `email` or `input.email`. */
export function failure(result: ErrorShape, fallback: string): Extract<Outcome<never>, { ok: false }> {
  const fieldErrors: Record<string, string> = {};
  for (const { name, message } of result.fieldErrors ?? []) fieldErrors[name.split('.').pop() ?? name] ??= message;
  return { ok: false, message: result.message || fallback, fieldErrors };
}

/** The fields every account mutation reads back (the cards' data rides along through their fragments). */
export type AccountRef = { readonly id: string };

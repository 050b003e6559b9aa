// GraphQL mutations that carry files: the GraphQL multipart request spec
// (operations + map + files) to /graphql, which the API (graphql-yoga) reads
// natively; the app's Relay network sends JSON only. The answer is written to
// the Relay store as if Relay had sent the mutation itself.
import { createOperationDescriptor, getRequest, type Environment, type GraphQLTaggedNode } from 'relay-runtime';

/** Spec §8: a non-OK response becomes "<status>: <body or status text>". */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Runs `mutation` with `variables.input`, the files going to `input.attachments`.
 * Resolves with the response's `data` (typed errors included); rejects on a
 * transport failure or a GraphQL error without data.
 */
export async function mutateWithFiles<TData>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: { input: Record<string, unknown> },
  files: readonly File[],
  signal?: AbortSignal,
): Promise<TData> {
  const request = getRequest(mutation);
  const text = request.params.text;
  if (!text) throw new UploadError('The mutation has no text (persisted queries are not supported here).');
  const operations = { query: text, operationName: request.params.name, variables: { input: { ...variables.input, attachments: files.map(() => null) } } };
  let body: BodyInit;
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json' };
  if (files.length) {
    const form = new FormData();
    form.set('operations', JSON.stringify(operations));
    form.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.attachments.${i}`]]))));
    files.forEach((file, i) => form.set(String(i), file, file.name));
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(operations);
  }
  const response = await fetch('/graphql', { method: 'POST', credentials: 'same-origin', headers, body, signal });
  const raw = await response.text();
  let json: { data?: TData | null; errors?: { message: string }[] };
  try {
    json = JSON.parse(raw);
  } catch {
    throw new UploadError(`${response.status}: ${raw || response.statusText}`, response.status);
  }
  if (!json.data) throw new UploadError(json.errors?.map((e) => e.message).join('\n') || `${response.status}: ${response.statusText}`, response.status);
  environment.commitPayload(createOperationDescriptor(request, operations.variables), json.data as never);
  return json.data;
}

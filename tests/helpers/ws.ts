// A graphql-ws client that carries a browser-like cookie and Origin, as the web app's does.
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { print, type DocumentNode } from 'graphql';

export function wsClient(
  httpUrl: string,
  options: { cookie?: string; origin?: string; onClosed?: (event: { code: number; reason: string }) => void } = {},
): Client {
  const url = httpUrl.replace(/^http/, 'ws') + '/graphql';
  const headers: Record<string, string> = { origin: options.origin ?? httpUrl };
  if (options.cookie) headers.cookie = options.cookie;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: true,
    on: options.onClosed ? { closed: (e) => options.onClosed!(e as { code: number; reason: string }) } : undefined,
  });
}

/** Collects results of a subscription until `count` arrive or it fails; `poke` runs until then (to publish events). */
export async function collect<T = any>(
  client: Client,
  document: string | DocumentNode,
  variables: Record<string, unknown>,
  count: number,
  poke: () => void | Promise<void>,
  timeoutMs = 10_000,
): Promise<{ data: T[]; error: unknown }> {
  const query = typeof document === 'string' ? document : print(document);
  const data: T[] = [];
  let error: unknown = null;
  let finished = false;
  const done = new Promise<void>((resolve) => {
    const stop = client.subscribe<T>(
      { query, variables },
      {
        next: (r) => {
          if (r.errors) error = r.errors;
          else data.push(r.data as T);
          if (data.length >= count || error) {
            stop();
            resolve();
          }
        },
        error: (e) => {
          error = e;
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  // No subscribe acknowledgement exists in the protocol: publish until the subscriber has what it needs.
  const deadline = Date.now() + timeoutMs;
  const pump = (async () => {
    while (!finished && Date.now() < deadline) {
      await poke();
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await Promise.race([done, new Promise((r) => setTimeout(r, timeoutMs))]);
  finished = true;
  await pump;
  return { data, error };
}

import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import type { Client } from 'graphql-ws';

const GRAPHQL_PATH = '/graphql';

/** A failed GraphQL request; `message` is what a user may read. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  const text = await response.text();
  let json: GraphQLResponse | undefined;
  try {
    json = JSON.parse(text) as GraphQLResponse;
  } catch {
    // Spec §8: a non-OK response becomes "<status>: <body or status text>".
    throw new GraphQLRequestError(`${response.status}: ${text || response.statusText}`, response.status);
  }
  if (!Array.isArray(json) && 'errors' in json && json.errors?.length && !json.data) {
    throw new GraphQLRequestError(json.errors.map((e) => e.message).join('\n'), response.status);
  }
  return json;
};

// The websocket client is created on the first subscription, and its code is
// loaded only then: pages without live data never download it.
let wsClient: Promise<Client> | undefined;
function getWsClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${GRAPHQL_PATH}`,
      lazy: true,
    }),
  );
  return wsClient;
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    getWsClient().then(
      (client) => {
        if (cancelled) return;
        dispose = client.subscribe(
          { operationName: operation.name, query: operation.text ?? '', variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (err) => sink.error(err instanceof Error ? err : new GraphQLRequestError('Subscription connection failed')),
            complete: () => sink.complete(),
          },
        );
      },
      (err: unknown) => sink.error(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

export const environment = createEnvironment();

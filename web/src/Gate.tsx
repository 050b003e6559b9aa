import { lazy, use, useState } from 'react';
import { useLocation } from 'react-router-dom';
import AppQueryNode from './__generated__/AppQuery.graphql';
import type { AppQuery$rawResponse } from './__generated__/AppQuery.graphql';
import { RouteFrame } from './components/RouteFrame';
import { SessionContext } from './session';

// The Relay app (its runtime, the store, every route but the signed-out landing page)
// is a chunk of its own: a visitor's first view of the landing page runs without it.
const App = lazy(() => loadApp());
const Landing = lazy(() => import('./screens/Landing/Landing'));

export interface SessionPayload {
  data: AppQuery$rawResponse;
}

/**
 * The session check: the App's own query, asked before the GraphQL client has
 * loaded; the Relay app later puts the answer in its store as if it had asked.
 * Not retried on failure (spec §5): the app's error boundary shows it.
 */
async function fetchSession(): Promise<SessionPayload> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: AppQueryNode.params.text, operationName: AppQueryNode.params.name, variables: {} }),
  });
  const text = await response.text();
  let json: { data?: AppQuery$rawResponse | null; errors?: { message: string }[] };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // Spec §8: a non-OK response becomes "<status>: <body or status text>".
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  if (!json.data) throw new Error(json.errors?.map((e) => e.message).join('\n') || `${response.status}: ${response.statusText}`);
  return { data: json.data };
}

// Asked as soon as the entry runs, in parallel with the rest of the page's code.
const session = fetchSession();
// Only `/` may be the signed-out landing page: anywhere else the Relay app is needed
// whatever the answer, so its code loads alongside the question instead of after it.
const loadApp = () => import('./App');
if (window.location.pathname !== '/') void loadApp();
// A signed-in visitor's shell (sidebar) loads as soon as the answer says so, not after the app's code has run.
void session.then(
  (s) => {
    if (s.data.viewer == null) return;
    void loadApp();
    void import('./components/AppShell');
  },
  () => undefined,
);

let prefetched = false;
/** Loads the Relay app when the browser is idle, so the landing page's next click is quick. */
function prefetchApp() {
  const load = () => void loadApp();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

/**
 * The auth gate. A signed-out visitor on `/` gets the landing page at once, without
 * the GraphQL client; everyone and everything else gets the Relay app, which takes
 * over for good once it has run (it follows sign-in and sign-out from its store).
 */
export function Gate() {
  const payload = use(session);
  const { pathname } = useLocation();
  const [relay, setRelay] = useState(false);
  const needsRelay = relay || payload.data.viewer != null || pathname !== '/';
  if (needsRelay && !relay) setRelay(true);
  if (!needsRelay) {
    if (!prefetched) {
      prefetched = true;
      prefetchApp();
    }
    return (
      <SessionContext value={{ signedIn: false, google: payload.data.authProviders.google }}>
        <RouteFrame>
          <Landing />
        </RouteFrame>
      </SessionContext>
    );
  }
  return <App initial={payload} />;
}

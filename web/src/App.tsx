import { useState } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createOperationDescriptor } from 'relay-runtime';
import AppQueryNode, { type AppQuery } from './__generated__/AppQuery.graphql';
import type { SessionPayload } from './Gate';
import { environment } from './relay/environment';
import { AppRoutes } from './routes';
import { SessionContext } from './session';

/**
 * The Relay app. The gate (Gate.tsx) has already asked this query; its answer goes
 * into the store as if Relay had fetched it, and is kept there for the app's life.
 * `viewer` then decides which route set a visitor gets (spec §2), and changes when
 * someone signs in or out (the store updates, this re-renders).
 */
export default function App({ initial }: { initial: SessionPayload }) {
  useState(() => {
    const operation = createOperationDescriptor(AppQueryNode, {});
    environment.commitPayload(operation, initial.data);
    environment.retain(operation);
  });
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Routes />
    </RelayEnvironmentProvider>
  );
}

function Routes() {
  const data = useLazyLoadQuery<AppQuery>(
    graphql`
      query AppQuery @raw_response_type {
        viewer {
          id
          ...Sidebar_viewer
        }
        authProviders {
          google
          ...Login_authProviders
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <SessionContext value={{ signedIn: data.viewer != null, google: data.authProviders.google }}>
      <AppRoutes viewer={data.viewer} authProviders={data.authProviders} />
    </SessionContext>
  );
}

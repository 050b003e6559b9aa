import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AppQuery } from './__generated__/AppQuery.graphql';
import { AppRoutes } from './routes';

/**
 * The auth gate. `viewer` decides which route set a visitor gets (spec §2);
 * while it loads, main.tsx shows the plain 'Loading...' screen.
 * The session check is not retried on failure (spec §5).
 */
export default function App() {
  const data = useLazyLoadQuery<AppQuery>(
    graphql`
      query AppQuery {
        viewer {
          id
          ...Sidebar_viewer
        }
        authProviders {
          ...Login_authProviders
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <AppRoutes viewer={data.viewer} authProviders={data.authProviders} />;
}

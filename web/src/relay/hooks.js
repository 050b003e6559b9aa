// The hooks the app uses, taken one by one from react-relay's modules. react-relay/hooks
// is CommonJS that requires every hook, entry points, query loaders and the experimental
// variants included, and a bundler cannot drop what a CommonJS module requires: the build
// (web/vite.config.ts) points `react-relay/hooks` here. Types still come from react-relay.
// Each hook is a module of its own (web/src/relay/hooks/), marked side-effect free for the
// build: a chunk gets the hooks it calls (pagination stays with the lists that page).
// A hook the app starts using is added here (the build fails on a missing export).
export { RelayEnvironmentProvider } from './hooks/RelayEnvironmentProvider.js';
export { useFragment } from './hooks/useFragment.js';
export { useLazyLoadQuery } from './hooks/useLazyLoadQuery.js';
export { useMutation } from './hooks/useMutation.js';
export { usePaginationFragment } from './hooks/usePaginationFragment.js';
export { useRelayEnvironment } from './hooks/useRelayEnvironment.js';
export { ConnectionHandler, commitLocalUpdate, fetchQuery, graphql, requestSubscription } from 'relay-runtime';

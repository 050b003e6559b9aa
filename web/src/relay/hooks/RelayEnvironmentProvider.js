import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';

export { RelayEnvironmentProvider };

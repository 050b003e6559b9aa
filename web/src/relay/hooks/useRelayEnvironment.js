import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';

export { useRelayEnvironment };

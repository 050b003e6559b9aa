import useFragment from 'react-relay/lib/relay-hooks/useFragment';

export { useFragment };

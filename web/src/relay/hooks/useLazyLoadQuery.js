import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';

export { useLazyLoadQuery };

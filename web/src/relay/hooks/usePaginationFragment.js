import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';

export { usePaginationFragment };

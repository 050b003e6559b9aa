import useMutation from 'react-relay/lib/relay-hooks/useMutation';

export { useMutation };

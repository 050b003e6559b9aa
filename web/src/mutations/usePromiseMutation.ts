import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/** What a run takes: everything `commit` does but the two callbacks the promise stands for. */
export type PromiseMutationConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>;

/**
 * `useMutation` as a promise: `run(config)` resolves with the response (typed
 * errors of a result union included: they are data) and rejects on a transport
 * or GraphQL failure. Every mutation hook of the app is built on it.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [run: (config: PromiseMutationConfig<T>) => Promise<T['response']>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: PromiseMutationConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}

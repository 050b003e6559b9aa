import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { DraftInput, useSendEmailMutation } from '../../__generated__/useSendEmailMutation.graphql';
import { mutateWithFiles } from './graphqlUpload';

const mutation = graphql`
  mutation useSendEmailMutation($input: DraftInput!) {
    sendEmail(input: $input) {
      __typename
      ... on MutationSendEmailSuccess {
        draft {
          id
          status
          to
          cc
          bcc
          sentAt
          sentEmail {
            id
            threadId
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          name
          message
        }
      }
      ... on SendEmailError {
        reconnectRequired
        draftId
      }
    }
  }
`;

export type SendResult = useSendEmailMutation['response']['sendEmail'];

/** Saves and sends the message (files uploaded with it). Rejects on a transport failure only. */
export function useSendEmail(): [send: (input: DraftInput, files: readonly File[]) => Promise<SendResult>, isSending: boolean] {
  const environment = useRelayEnvironment();
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (input: DraftInput, files: readonly File[]) => {
      setSending(true);
      try {
        const data = await mutateWithFiles<useSendEmailMutation['response']>(environment, mutation, { input: input as Record<string, unknown> }, files);
        return data.sendEmail;
      } finally {
        setSending(false);
      }
    },
    [environment],
  );
  return [send, sending];
}

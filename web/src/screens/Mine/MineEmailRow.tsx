import { memo, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MineEmailRow_email$key } from '../../__generated__/MineEmailRow_email.graphql';
import { MineRow } from './MineRow';

interface Props {
  email: MineEmailRow_email$key;
  selected: boolean;
  active: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
}

/**
 * A row of the mine, read from the store (flags and mining results update it in place).
 * Memoised, and its email object kept while the store's record is the same, so a change
 * elsewhere on the screen (the view toggle, the miner's progress) does not re-render it.
 */
export const MineEmailRow = memo(function MineEmailRow({ email: key, ...props }: Props) {
  const e = useFragment(
    graphql`
      fragment MineEmailRow_email on Email {
        id
        subject
        from {
          name
          email
        }
        receivedAt
        snippet
        isRead
        isStarred
        hasAttachments
        nuggetScore
        commitmentCount
        category
        company
      }
    `,
    key,
  );
  const email = useMemo(() => ({ ...e, body: e.snippet }), [e]);
  return <MineRow email={email} {...props} />;
});

import { memo, useCallback, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MailScopeFilter_query$key } from '../../__generated__/MailScopeFilter_query.graphql';

/** ?account= takes the GraphQL id (what the hub links with) or the REST/database id. */
export function toAccountGlobalId(param: string | null): string | null {
  if (!param) return null;
  try {
    if (atob(param).startsWith('Account:')) return param;
  } catch {
    // not base64: a database id
  }
  return btoa(`Account:${param}`);
}

export interface MailScope {
  /** One mailbox (GraphQL id), or null: every inbox, the unified view. */
  accountId: string | null;
  /** One venture, or null: every venture. */
  venture: string | null;
}

/**
 * Which inbox and which venture a mail list shows, kept in the address (?account=, ?venture=)
 * so the dashboard's View links, a reload and the back button all land on the same view.
 */
export function useMailScope(): [MailScope, (next: Partial<MailScope>) => void] {
  const [params, setParams] = useSearchParams();
  const accountId = toAccountGlobalId(params.get('account'));
  const venture = params.get('venture') || null;
  // The same object while the address says the same: memoised lists and selectors skip re-rendering.
  const scope: MailScope = useMemo(() => ({ accountId, venture }), [accountId, venture]);
  const set = useCallback(
    (next: Partial<MailScope>) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if ('accountId' in next) {
            if (next.accountId) p.set('account', next.accountId);
            else p.delete('account');
          }
          if ('venture' in next) {
            if (next.venture) p.set('venture', next.venture);
            else p.delete('venture');
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [scope, set];
}

const ALL = '__all__';

interface Props {
  query: MailScopeFilter_query$key;
  scope: MailScope;
  onChange: (next: Partial<MailScope>) => void;
  /** Side by side (wide panes) or stacked. */
  compact?: boolean;
}

/** The unified inbox's two selectors: every inbox or one mailbox, every venture or one. */
export const MailScopeFilter = memo(function MailScopeFilter({ query, scope, onChange, compact = false }: Props) {
  const data = useFragment(
    graphql`
      fragment MailScopeFilter_query on Query {
        accounts(first: 100) @connection(key: "AccountList_accounts") {
          edges {
            node {
              id
              email
              displayName
              company
            }
          }
        }
        ventures
      }
    `,
    query,
  );
  const accounts = data.accounts.edges.map((e) => e.node);
  const known = !scope.accountId || accounts.some((a) => a.id === scope.accountId);
  const ventures =
    scope.venture && !data.ventures.some((v) => v.toLowerCase() === scope.venture!.toLowerCase()) ? [...data.ventures, scope.venture] : data.ventures;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: compact ? '1fr' : { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        size="small"
        label="Inbox"
        value={scope.accountId ?? ALL}
        onChange={(e) => onChange({ accountId: e.target.value === ALL ? null : e.target.value })}
        error={!known}
        helperText={known ? undefined : 'This mailbox is not one of yours'}
      >
        <MenuItem value={ALL}>All inboxes ({accounts.length})</MenuItem>
        {accounts.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.email}
            {a.company ? ` · ${a.company}` : ''}
          </MenuItem>
        ))}
        {!known && <MenuItem value={scope.accountId!}>Unknown mailbox</MenuItem>}
      </TextField>
      <TextField
        select
        size="small"
        label="Venture"
        value={scope.venture ?? ALL}
        onChange={(e) => onChange({ venture: e.target.value === ALL ? null : e.target.value })}
        helperText={ventures.length ? undefined : 'Give a mailbox its venture on Email Accounts'}
      >
        <MenuItem value={ALL}>All ventures</MenuItem>
        {ventures.map((v) => (
          <MenuItem key={v} value={v}>
            {v}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
});

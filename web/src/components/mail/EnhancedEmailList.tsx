import { memo, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArchiveIcon from '@mui/icons-material/Archive';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { EnhancedEmailList_query$key } from '../../__generated__/EnhancedEmailList_query.graphql';
import type {
  EmailFilter as EmailFilterInput,
  EmailSort as GraphQLEmailSort,
  EnhancedEmailListPaginationQuery,
} from '../../__generated__/EnhancedEmailListPaginationQuery.graphql';
import type { MailScopeFilter_query$key } from '../../__generated__/MailScopeFilter_query.graphql';
import { useSyncAllAccounts } from '../../mutations/useSyncAllAccounts';
import { useUpdateEmailFlags, type EmailFlagOperation } from '../../mutations/useUpdateEmailFlags';
import { useRelayEnvironment } from 'react-relay/hooks';
import { refreshMailStats } from '../../relay/accounts';
import { useSyncProgress } from '../../relay/useSyncProgress';
import { colors, fonts } from '../../theme';
import { ConnectGmailButton } from '../ConnectGmailButton';
import { EmptyState } from '../EmptyState';
import { LoadMore } from '../LoadMore';
import { useToast } from '../Toasts';
import { EmailListToolbar, SelectAllRow } from './EmailListToolbar';
import { EnhancedEmailCard } from './EnhancedEmailCard';
import { plural } from './format';
import { preloadEmailDetail } from './preloadEmailDetail';
import { useListKeys } from './useListKeys';
import { LabelChips } from './LabelChips';
import { MailScopeFilter, useMailScope, type MailScope } from './MailScopeFilter';
import type { EmailFilter, EmailSort } from './options';

/** Rows read per page (the server serves at most 100). */
export const EMAIL_PAGE = 50;
const SEARCH_DELAY_MS = 300;

const BULK: { op: EmailFlagOperation; label: string; done: string; icon: React.ReactNode }[] = [
  { op: 'MARK_READ', label: 'Mark read', done: 'marked read', icon: <DraftsIcon /> },
  { op: 'MARK_UNREAD', label: 'Mark unread', done: 'marked unread', icon: <MarkEmailUnreadIcon /> },
  { op: 'ARCHIVE', label: 'Archive', done: 'archived', icon: <ArchiveIcon /> },
  { op: 'STAR', label: 'Star', done: 'starred', icon: <StarIcon /> },
  { op: 'UNSTAR', label: 'Unstar', done: 'unstarred', icon: <StarBorderIcon /> },
  { op: 'DELETE', label: 'Delete', done: 'deleted', icon: <DeleteIcon /> },
];

const GRAPHQL_SORT: Record<EmailSort, GraphQLEmailSort> = {
  date_desc: 'DATE_DESC',
  date_asc: 'DATE_ASC',
  priority: 'PRIORITY',
  sender: 'SENDER',
  subject: 'SUBJECT',
};

const FILTER_INPUT: Record<EmailFilter, EmailFilterInput> = {
  all: {},
  unread: { isRead: false },
  action_required: { actionRequired: true },
  high_priority: { highPriority: true },
  has_commitments: { hasCommitments: true },
  starred: { isStarred: true },
};

/** The list's variables: everything is applied by the server, over all of the user's mail. */
export function enhancedListVariables(o: { filter: EmailFilter; sort: EmailSort; labelIds: ReadonlySet<string>; search: string; scope: MailScope }) {
  return {
    filter: {
      isArchived: false,
      ...FILTER_INPUT[o.filter],
      ...(o.labelIds.size ? { labelIds: [...o.labelIds].sort() } : {}),
      ...(o.search ? { search: o.search } : {}),
      ...(o.scope.accountId ? { accountId: o.scope.accountId } : {}),
      ...(o.scope.venture ? { venture: o.scope.venture } : {}),
    } satisfies EmailFilterInput,
    sort: GRAPHQL_SORT[o.sort],
    labelAccount: o.scope.accountId,
    labelVenture: o.scope.venture,
  };
}

/** The first page's variables for a screen's query, from the address (?account=, ?venture=). */
export const initialEnhancedListVariables = (scope: MailScope) =>
  enhancedListVariables({ filter: 'all', sort: 'date_desc', labelIds: new Set(), search: '', scope });

interface EnhancedEmailListProps {
  query: EnhancedEmailList_query$key;
  /** The inbox and venture selectors' data. */
  scopeQuery: MailScopeFilter_query$key;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** An email left the list from the keyboard (archived or deleted): the caller closes its detail. */
  onRemoved?: (id: string) => void;
  /** Narrow pane: stacked controls. */
  compact?: boolean;
}

/**
 * The enhanced email list, one inbox across every mailbox and venture (or one of them:
 * ?account=, ?venture=). Search, filter, sort and labels are the server's, over all of the
 * user's mail; scrolling to the end reads the next page. Cards read their emails from the
 * Relay store, so flags and mining results show everywhere at once.
 */
export const EnhancedEmailList = memo(function EnhancedEmailList({
  query,
  scopeQuery,
  selectedId,
  onSelect,
  onRemoved,
  compact = false,
}: EnhancedEmailListProps) {
  const [scope, setScope] = useMailScope();
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [filter, setFilter] = useState<EmailFilter>('all');
  const [sort, setSort] = useState<EmailSort>('date_desc');
  const [labelIds, setLabelIds] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [syncingIds, setSyncingIds] = useState<readonly string[]>([]);
  const [pending, startTransition] = useTransition();
  const { toast } = useToast();
  const [syncAll, syncStarting] = useSyncAllAccounts();

  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<EnhancedEmailListPaginationQuery, EnhancedEmailList_query$key>(
    graphql`
      fragment EnhancedEmailList_query on Query
      @refetchable(queryName: "EnhancedEmailListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        filter: { type: "EmailFilter" }
        sort: { type: "EmailSort", defaultValue: DATE_DESC }
        labelAccount: { type: "ID" }
        labelVenture: { type: "String" }
      ) {
        emails(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "EnhancedEmailList_emails") {
          __id
          totalCount
          edges {
            node {
              id
              isArchived
              isStarred
              labels
              ...EnhancedEmailCard_email
            }
          }
        }
        emailLabels(accountId: $labelAccount, venture: $labelVenture) {
          id
          name
          count
        }
      }
    `,
    query,
  );

  // Search as the user types, once they pause.
  useEffect(() => {
    const timer = window.setTimeout(() => setAppliedSearch(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const variables = useMemo(
    () => enhancedListVariables({ filter, sort, labelIds, search: appliedSearch, scope }),
    [filter, sort, labelIds, appliedSearch, scope.accountId, scope.venture], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const key = JSON.stringify(variables);
  const shownKey = useRef(key);
  // A new filter, sort, label, inbox or venture clears the selection; a search keeps it (rows it hides are not acted on).
  const selectionKey = JSON.stringify([filter, sort, [...labelIds].sort(), scope.accountId, scope.venture]);
  const selectionShown = useRef(selectionKey);
  useEffect(() => {
    if (selectionShown.current === selectionKey) return;
    selectionShown.current = selectionKey;
    setChecked(new Set());
  }, [selectionKey]);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    // The old rows stay (dimmed) until the new first page is there.
    startTransition(() => {
      refetch(variables, { fetchPolicy: 'store-or-network' });
    });
  }, [key, refetch, variables]);

  const reload = () => {
    setChecked(new Set());
    startTransition(() => {
      refetch(variables, { fetchPolicy: 'network-only' });
    });
  };

  // New mail from a sync lands in the list when that mailbox's sync is done.
  useSyncProgress(syncingIds, (id) => {
    setSyncingIds((ids) => ids.filter((i) => i !== id));
    reload();
  });

  const sync = async () => {
    try {
      const accounts = await syncAll();
      setSyncingIds(accounts.map((a) => a.id));
      toast({
        title: 'Emails synced successfully',
        description: accounts.length
          ? `Syncing ${plural(accounts.length, 'mailbox', 'mailboxes')} — new mail appears here as it lands.`
          : 'Every mailbox is up to date.',
      });
    } catch {
      toast({ title: 'Failed to sync emails', description: 'Unable to sync emails at this time.', variant: 'destructive' });
    }
  };

  const toggleLabel = (id: string) =>
    setLabelIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Archived mail leaves the list at once (the flag arrives with the mutation's answer).
  const rows = data.emails.edges.map((e) => e.node).filter((n) => !n.isArchived);
  const total = data.emails.totalCount;
  const selected = rows.filter((e) => checked.has(e.id)).map((e) => e.id);
  const narrowed = !!appliedSearch || filter !== 'all' || labelIds.size > 0 || !!scope.accountId || !!scope.venture;
  const busy = pending || search.trim() !== appliedSearch;
  const keys = useListKeys({ rows, selectedId, onSelect, onRemoved, connection: data.emails.__id, setChecked });
  const listEnvironment = useRelayEnvironment();
  // Stable handlers: a row re-renders only when its own email, selection or cursor changes.
  const toggleRow = useCallback(
    (id: string) =>
      setChecked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const previewRow = useCallback((id: string) => preloadEmailDetail(listEnvironment, id), [listEnvironment]);
  // With an email open, the ones above and below it are read ahead (j / k).
  useEffect(() => {
    if (!selectedId) return;
    const at = rows.findIndex((r) => r.id === selectedId);
    for (const near of [rows[at + 1], rows[at - 1]]) if (near) preloadEmailDetail(listEnvironment, near.id);
  }, [selectedId, rows, listEnvironment]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <EmailListToolbar
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={setFilter}
        sort={sort}
        onSort={setSort}
        onSync={() => void sync()}
        syncing={syncStarting || syncingIds.length > 0}
        compact={compact}
      />
      <MailScopeFilter query={scopeQuery} scope={scope} onChange={setScope} compact={compact} />
      <LabelChips labels={data.emailLabels} selected={labelIds} onToggle={toggleLabel} />
      <Box sx={{ height: 3, my: -0.5 }}>{busy && <LinearProgress aria-label="Loading emails" sx={{ height: 3, borderRadius: 2 }} />}</Box>
      <Box sx={{ display: 'grid', gap: 1.25, opacity: pending ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <SelectAllRow
          total={rows.length}
          count={total}
          selected={selected.length}
          onSelectAll={(on) => setChecked(on ? new Set(rows.map((e) => e.id)) : new Set())}
          note={appliedSearch ? `matching “${appliedSearch}”` : undefined}
        />
        {selected.length > 0 && <BulkBar ids={selected} onDone={reload} onClear={() => setChecked(new Set())} />}
        {rows.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title="No emails found"
            description={narrowed ? 'Nothing matches this search, filter, label, inbox or venture.' : 'Connect an email account and sync it to fill this list.'}
            action={narrowed ? undefined : <ConnectGmailButton />}
          />
        ) : (
          <Box component="ul" aria-label="Emails" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {rows.map((e) => (
              <EnhancedEmailCard
                key={e.id}
                email={e}
                labels={e.labels}
                selected={checked.has(e.id)}
                active={selectedId === e.id}
                cursor={keys.cursor === e.id}
                onToggle={toggleRow}
                onOpen={onSelect}
                onPreview={previewRow}
              />
            ))}
          </Box>
        )}
        <LoadMore
          hasNext={hasNext}
          loading={isLoadingNext}
          onLoad={() => !isLoadingNext && loadNext(EMAIL_PAGE)}
          shown={rows.length}
          total={total}
          noun={['email', 'emails']}
        />
      </Box>
    </Box>
  );
});

/** Mark read/unread, archive, star, unstar, delete: then the selection clears and the list reloads. */
function BulkBar({ ids, onDone, onClear }: { ids: readonly string[]; onDone: () => void; onClear: () => void }) {
  const [update, busy] = useUpdateEmailFlags();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { toast } = useToast();
  const environment = useRelayEnvironment();

  const run = async (op: EmailFlagOperation) => {
    setConfirmDelete(false);
    const action = BULK.find((b) => b.op === op)!;
    try {
      const outcome = await update(ids, op);
      if (!outcome.ok) throw new Error(outcome.message);
      toast({ title: 'Bulk operation completed', description: `${plural(ids.length, 'email')} ${action.done}.` });
      void refreshMailStats(environment);
      onDone();
    } catch {
      toast({ title: 'Bulk operation failed', description: 'Nothing was changed. Try again in a moment.', variant: 'destructive' });
    }
  };

  return (
    <Box
      role="region"
      aria-label="Bulk actions"
      sx={{
        position: 'sticky',
        top: 8,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.75,
        p: 1,
        pl: 1.5,
        borderRadius: 2.5,
        border: `1px solid ${alpha(colors.gold, 0.4)}`,
        bgcolor: alpha(colors.paperRaised, 0.97),
        boxShadow: '0 12px 30px -16px rgba(0,0,0,.8)',
      }}
    >
      <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 13, color: colors.gold, mr: 'auto' }}>{ids.length} selected</Typography>
      {BULK.map((b) => (
        <Button
          key={b.op}
          size="small"
          variant={b.op === 'DELETE' ? 'outlined' : 'text'}
          color={b.op === 'DELETE' ? 'error' : 'inherit'}
          startIcon={b.icon}
          disabled={busy}
          onClick={() => (b.op === 'DELETE' ? setConfirmDelete(true) : void run(b.op))}
        >
          {b.label}
        </Button>
      ))}
      <IconButton size="small" aria-label="Clear selection" onClick={onClear}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="bulk-delete-title">
        <DialogTitle id="bulk-delete-title">Delete {plural(ids.length, 'email')}?</DialogTitle>
        <DialogContent>
          <DialogContentText>They leave every list here and go to the Trash of their mailbox.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button color="error" variant="contained" startIcon={<DeleteIcon />} onClick={() => void run('DELETE')}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import { Suspense, useCallback, useEffect, useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
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
import type { EnhancedEmailCard_email$key } from '../../__generated__/EnhancedEmailCard_email.graphql';
import type { EmailSort as GraphQLEmailSort, EnhancedEmailListQuery } from '../../__generated__/EnhancedEmailListQuery.graphql';
import { useSyncAllAccounts } from '../../mutations/useSyncAllAccounts';
import { useUpdateEmailFlags, type EmailFlagOperation } from '../../mutations/useUpdateEmailFlags';
import { useRelayEnvironment } from 'react-relay/hooks';
import { refreshMailStats } from '../../relay/accounts';
import { useSyncProgress } from '../../relay/useSyncProgress';
import { colors, fonts } from '../../theme';
import { ConnectGmailButton } from '../ConnectGmailButton';
import { EmptyState } from '../EmptyState';
import { useToast } from '../Toasts';
import { EmailListToolbar, SelectAllRow } from './EmailListToolbar';
import { EnhancedEmailCard } from './EnhancedEmailCard';
import { plural } from './format';
import { LabelChips } from './LabelChips';
import type { EmailFilter, EmailSort } from './options';
import { PaneLoading } from './PaneErrorBoundary';
import { emailGlobalId, getJson, type EnhancedListRow, type LabelCount } from './rest';

/** Spec §9: 100 emails per list. */
const LIST_LIMIT = 100;

/** A GET that keeps its last answer on screen while the next one loads (the swap happens in a transition). */
function useJson<T>(url: string | null, reloadKey: number) {
  const [state, setState] = useState<{ key: string | null; data: T | null; error: Error | null }>({ key: null, data: null, error: null });
  const [, startTransition] = useTransition();
  const key = url === null ? null : `${reloadKey}:${url}`;
  useEffect(() => {
    if (url === null || key === null) return;
    const controller = new AbortController();
    getJson<T>(url, controller.signal).then(
      (data) => startTransition(() => setState({ key, data, error: null })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, key, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => controller.abort();
  }, [url, key]);
  return { data: state.data, error: state.error, loading: key !== null && state.key !== key };
}

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
  priority: 'DATE_DESC',
  sender: 'SENDER',
  subject: 'SUBJECT',
};

interface EnhancedEmailListProps {
  /** GraphQL id of an account: only its mail (the management page's ?account=). */
  accountId?: string | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Narrow pane: stacked controls. */
  compact?: boolean;
}

/**
 * The enhanced email list. The server filters, sorts and applies labels (GET
 * /api/enhanced-emails gives the order); the cards read their emails from the
 * Relay store, so flags and mining results show everywhere at once. Search is a
 * client filter over subject, sender and summary.
 */
export function EnhancedEmailList({ accountId = null, selectedId, onSelect, compact = false }: EnhancedEmailListProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<EmailFilter>('all');
  const [sort, setSort] = useState<EmailSort>('date_desc');
  const [labelIds, setLabelIds] = useState<ReadonlySet<string>>(new Set());
  const [reloadKey, setReloadKey] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [syncingIds, setSyncingIds] = useState<readonly string[]>([]);
  const [pending, startTransition] = useTransition();
  const { toast } = useToast();
  const [syncAll, syncStarting] = useSyncAllAccounts();

  const byAccount = accountId !== null;
  const labelParam = [...labelIds].sort().join(',');
  const listUrl = byAccount
    ? null
    : `/api/enhanced-emails?filter=${filter}&sort=${sort}&limit=${LIST_LIMIT}${labelParam ? `&labelIds=${encodeURIComponent(labelParam)}` : ''}`;
  const list = useJson<EnhancedListRow[]>(listUrl, reloadKey);
  const labels = useJson<LabelCount[]>(byAccount ? null : '/api/enhanced-emails/labels', reloadKey);

  const reload = useCallback(() => {
    setChecked(new Set());
    startTransition(() => setReloadKey((k) => k + 1));
  }, []);

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
        description: accounts.length ? `Syncing ${plural(accounts.length, 'mailbox', 'mailboxes')} — new mail appears here as it lands.` : 'Every mailbox is up to date.',
      });
    } catch {
      toast({ title: 'Failed to sync emails', description: 'Unable to sync emails at this time.', variant: 'destructive' });
    }
  };

  const change = (apply: () => void) => {
    setChecked(new Set());
    startTransition(apply);
  };

  const toggleLabel = (id: string) =>
    change(() =>
      setLabelIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    );

  const rows = list.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <EmailListToolbar
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={(v) => change(() => setFilter(v))}
        sort={sort}
        onSort={(v) => change(() => setSort(v))}
        onSync={() => void sync()}
        syncing={syncStarting || syncingIds.length > 0}
        compact={compact}
      />
      {!byAccount && <LabelChips labels={labels.data ?? []} selected={labelIds} onToggle={toggleLabel} />}
      <Box sx={{ height: 3, my: -0.5 }}>{(pending || list.loading) && rows && <LinearProgress aria-label="Loading emails" sx={{ height: 3, borderRadius: 2 }} />}</Box>
      {list.error && !list.loading ? (
        <EmptyState dense icon={<SearchIcon />} title="Failed to load emails" description={list.error.message} action={<Button onClick={reload}>Try again</Button>} />
      ) : !byAccount && !rows ? (
        <PaneLoading text="Loading emails..." />
      ) : (
        <Suspense fallback={<PaneLoading text="Loading emails..." />}>
          <EnhancedEmailResults
            rows={rows ?? []}
            byAccount={byAccount}
            accountId={accountId}
            filter={filter}
            sort={sort}
            labelIds={labelIds}
            onLabels={setLabelIds}
            search={search}
            reloadKey={reloadKey}
            checked={checked}
            setChecked={setChecked}
            selectedId={selectedId}
            onSelect={onSelect}
            onReload={reload}
          />
        </Suspense>
      )}
    </Box>
  );
}

interface Row {
  readonly id: string;
  readonly subject: string;
  readonly summary?: string | null;
  readonly from?: { readonly name: string; readonly email: string } | null;
  readonly category?: string | null;
  readonly nuggetScore?: number | null;
  readonly actionRequired: boolean;
  readonly commitmentCount: number;
  readonly isArchived: boolean;
  readonly card: EnhancedEmailCard_email$key;
}

interface ResultsProps {
  rows: readonly EnhancedListRow[];
  byAccount: boolean;
  accountId: string | null;
  filter: EmailFilter;
  sort: EmailSort;
  labelIds: ReadonlySet<string>;
  onLabels: (ids: ReadonlySet<string>) => void;
  search: string;
  reloadKey: number;
  checked: ReadonlySet<string>;
  setChecked: (ids: ReadonlySet<string>) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onReload: () => void;
}

function EnhancedEmailResults({ rows, byAccount, accountId, filter, sort, labelIds, onLabels, search, reloadKey, checked, setChecked, selectedId, onSelect, onReload }: ResultsProps) {
  const ids = useMemo(() => rows.map((r) => emailGlobalId(r.id)), [rows]);
  const labelsById = useMemo(() => new Map(rows.map((r) => [emailGlobalId(r.id), r.labels])), [rows]);
  const accountFilter = useMemo(
    () =>
      accountId
        ? { accountId, isArchived: false, ...(filter === 'unread' ? { isRead: false } : {}), ...(filter === 'starred' ? { isStarred: true } : {}) }
        : null,
    [accountId, filter],
  );
  const data = useLazyLoadQuery<EnhancedEmailListQuery>(
    graphql`
      query EnhancedEmailListQuery($ids: [ID!]!, $byAccount: Boolean!, $accountFilter: EmailFilter, $sort: EmailSort!, $first: Int!) {
        nodes(ids: $ids) @skip(if: $byAccount) {
          __typename
          ... on Email {
            id
            subject
            summary
            from {
              name
              email
            }
            category
            nuggetScore
            actionRequired
            commitmentCount
            isArchived
            ...EnhancedEmailCard_email @alias(as: "card")
          }
        }
        emails(first: $first, filter: $accountFilter, sort: $sort) @include(if: $byAccount) {
          edges {
            node {
              id
              subject
              summary
              from {
                name
                email
              }
              category
              nuggetScore
              actionRequired
              commitmentCount
              isArchived
              ...EnhancedEmailCard_email @alias(as: "card")
            }
          }
        }
      }
    `,
    { ids: byAccount ? [] : ids, byAccount, accountFilter, sort: GRAPHQL_SORT[sort], first: LIST_LIMIT },
    { fetchPolicy: reloadKey > 0 ? 'store-and-network' : 'store-or-network', fetchKey: reloadKey },
  );

  const all: Row[] = useMemo(() => {
    if (!byAccount)
      return (data.nodes ?? []).flatMap((n) =>
        n?.__typename === 'Email' && n.id && n.card
          ? [{ ...n, id: n.id, subject: n.subject ?? '', commitmentCount: n.commitmentCount ?? 0, actionRequired: !!n.actionRequired, isArchived: !!n.isArchived, card: n.card }]
          : [],
      );
    // One mailbox: GraphQL filters by account, read and starred; the rest of §9's filters apply here.
    let list: Row[] = (data.emails?.edges ?? []).map((e) => e.node);
    if (filter === 'action_required') list = list.filter((e) => e.actionRequired);
    if (filter === 'high_priority') list = list.filter((e) => (e.nuggetScore ?? 0) >= 70);
    if (filter === 'has_commitments') list = list.filter((e) => e.commitmentCount > 0);
    if (labelIds.size) list = list.filter((e) => e.category && labelIds.has(`category:${e.category}`));
    if (sort === 'priority') list = [...list].sort((a, b) => (b.nuggetScore ?? -1) - (a.nuggetScore ?? -1));
    return list;
  }, [byAccount, data, filter, labelIds, sort]);

  const accountLabels = useMemo(() => {
    if (!byAccount) return [];
    const counts = new Map<string, number>();
    for (const e of data.emails?.edges ?? []) if (e.node.category) counts.set(e.node.category, (counts.get(e.node.category) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([name, count]) => ({ id: `category:${name}`, name: name.charAt(0).toUpperCase() + name.slice(1), count }));
  }, [byAccount, data]);

  const needle = search.trim().toLowerCase();
  const visible = all.filter(
    (e) =>
      !e.isArchived &&
      (!needle || [e.subject, e.summary, e.from?.name, e.from?.email].some((text) => text?.toLowerCase().includes(needle))),
  );
  const selected = visible.filter((e) => checked.has(e.id)).map((e) => e.id);

  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      {byAccount && (
        <LabelChips
          labels={accountLabels}
          selected={labelIds}
          onToggle={(id) => {
            const next = new Set(labelIds);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            onLabels(next);
          }}
        />
      )}
      <SelectAllRow
        total={visible.length}
        selected={selected.length}
        onSelectAll={(on) => setChecked(on ? new Set(visible.map((e) => e.id)) : new Set())}
        note={needle ? `matching “${search.trim()}”` : undefined}
      />
      {selected.length > 0 && <BulkBar ids={selected} onDone={onReload} onClear={() => setChecked(new Set())} />}
      {visible.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title="No emails found"
          description={needle || filter !== 'all' || labelIds.size ? 'Nothing matches this search, filter or label.' : 'Connect an email account and sync it to fill this list.'}
          action={needle || filter !== 'all' || labelIds.size ? undefined : <ConnectGmailButton />}
        />
      ) : (
        <Box component="ul" aria-label="Emails" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {visible.map((e) => (
            <EnhancedEmailCard
              key={e.id}
              email={e.card}
              labels={labelsById.get(e.id) ?? (e.category ? [e.category] : [])}
              selected={checked.has(e.id)}
              active={selectedId === e.id}
              onToggle={(id) => {
                const next = new Set(checked);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                setChecked(next);
              }}
              onOpen={onSelect}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

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

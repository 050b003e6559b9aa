import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { MineLiveQuery } from '../../__generated__/MineLiveQuery.graphql';
import type { MineLive_query$key } from '../../__generated__/MineLive_query.graphql';
import MineListPaginationQueryNode, { type MineListPaginationQuery } from '../../__generated__/MineListPaginationQuery.graphql';
import { createOperationDescriptor, fetchQuery } from 'relay-runtime';
import { LoadMore } from '../../components/LoadMore';
import { MailScopeFilter, useMailScope, type MailScope } from '../../components/mail/MailScopeFilter';
import { ConnectGmailButton } from '../../components/ConnectGmailButton';
import { useToast } from '../../components/Toasts';
import { commitmentXp, plural } from '../../components/mail/format';
import { PaneErrorBoundary, PaneLoading } from '../../components/mail/PaneErrorBoundary';
import { MinerProvider, useMiner } from '../../components/mail/useMiner';
import { useUpdateEmailFlags } from '../../mutations/useUpdateEmailFlags';
import { refreshMailStats } from '../../relay/accounts';
import { colors } from '../../theme';
import { MineEmailDetail } from './MineEmailDetail';
import { MineEmailRow } from './MineEmailRow';
import { MineBulkBar, MineControls, MineEmpty, MineFigures, MineFrame, MineNoSelection, Scroll, type MineView } from './MineParts';

/** Rows read per page (the server serves at most 100). */
const PAGE = 50;

const VIEW_INPUT = { nuggets: 'NUGGETS', sludge: 'SLUDGE', all: 'ALL' } as const;

/** The mine's list: one view of the server's mail list, never archived mail, in the inbox and venture chosen. */
const mineFilter = (view: MineView, scope: MailScope) => ({
  view: VIEW_INPUT[view],
  isArchived: false,
  ...(scope.accountId ? { accountId: scope.accountId } : {}),
  ...(scope.venture ? { venture: scope.venture } : {}),
});

/** The signed-in mine: nuggets, sludge or all mail from the server, mined live. */
export default function MineLive() {
  return (
    <MinerProvider>
      <MineScreen />
    </MinerProvider>
  );
}

/**
 * `/mine?email=<id>` (links from todos, the calendar feed, CSV exports, Ask Nugget)
 * opens that email; the id may be the database id or the GraphQL global id.
 */
function emailFromUrl(): string | null {
  const raw = new URLSearchParams(window.location.search).get('email')?.trim();
  if (!raw) return null;
  try {
    if (atob(raw).startsWith('Email:')) return raw;
  } catch {
    /* not base64: a database id */
  }
  return btoa(`Email:${raw}`);
}

function MineScreen() {
  const [linked] = useState(emailFromUrl);
  // A linked email may be sludge: show every email so its row is in the list too.
  const [view, setView] = useState<MineView>(linked ? 'all' : 'nuggets');
  const [switching, startTransition] = useTransition();
  const [openId, setOpenId] = useState<string | null>(linked);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<{ index: number; total: number; id: string } | null>(null);
  const [archiving, setArchiving] = useState(false);
  const detailRef = useRef<HTMLDivElement>(null);
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const miner = useMiner();
  const [updateFlags] = useUpdateEmailFlags();

  const [scope, setScope] = useMailScope();
  const [shownView, setShownView] = useState<MineView>(view);
  // The first page for the view and scope the page opened with; the list refetches itself after that.
  const [variables] = useState(() => ({ filter: mineFilter(view, scope) }));
  const data = useLazyLoadQuery<MineLiveQuery>(
    graphql`
      query MineLiveQuery($filter: EmailFilter) {
        mailStats {
          totalEmails
          unreadEmails
          nuggets
        }
        ...MineLive_query @arguments(filter: $filter)
        ...MailScopeFilter_query
      }
    `,
    variables,
    { fetchPolicy: 'store-and-network' },
  );
  const list = usePaginationFragment<MineListPaginationQuery, MineLive_query$key>(
    graphql`
      fragment MineLive_query on Query
      @refetchable(queryName: "MineListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, filter: { type: "EmailFilter" }) {
        emails(first: $count, after: $cursor, filter: $filter) @connection(key: "MineList_emails") {
          totalCount
          edges {
            node {
              id
              isArchived
              commitments {
                status
                priority
              }
              ...MineEmailRow_email
            }
          }
        }
      }
    `,
    data,
  );

  // A new view, inbox or venture: the server's first page of it (the old rows stay, dimmed, until it is there).
  const filterKey = JSON.stringify(mineFilter(view, scope));
  const shownKey = useRef(filterKey);
  const { refetch } = list;
  useEffect(() => {
    if (shownKey.current === filterKey) return;
    shownKey.current = filterKey;
    setChecked(new Set());
    const next = JSON.parse(filterKey) as ReturnType<typeof mineFilter>;
    startTransition(() => {
      // Committed with the new rows, so the list is labelled with the view it shows.
      setShownView(view);
      refetch({ filter: next }, { fetchPolicy: 'store-or-network' });
    });
  }, [filterKey, refetch, view]);

  // The other views' first pages are read while the screen is idle, with the variables the
  // switch will refetch with: nuggets / sludge / all then render from the store at once.
  const scopeKey = JSON.stringify([scope.accountId, scope.venture]);
  useEffect(() => {
    const [accountId, venture] = JSON.parse(scopeKey) as [string | null, string | null];
    const retained: { dispose(): void }[] = [];
    const read = () => {
      for (const v of ['nuggets', 'sludge', 'all'] as const) {
        const variables = { count: PAGE, cursor: null, filter: mineFilter(v, { accountId, venture }) };
        retained.push(environment.retain(createOperationDescriptor(MineListPaginationQueryNode, variables)));
        fetchQuery<MineListPaginationQuery>(environment, MineListPaginationQueryNode, variables, { fetchPolicy: 'store-or-network' }).subscribe({});
      }
    };
    const idle = window.requestIdleCallback?.(read, { timeout: 2000 }) ?? window.setTimeout(read, 1000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      retained.forEach((r) => r.dispose());
    };
  }, [environment, scopeKey]);

  const edges = list.data.emails.edges;
  // Archived mail leaves the mine at once (the flag arrives in the store with the mutation's answer).
  const emails = useMemo(() => edges.map((e) => e.node).filter((n) => !n.isArchived), [edges]);
  const xp = useMemo(() => emails.reduce((sum, e) => sum + e.commitments.reduce((s, c) => s + commitmentXp(c), 0), 0), [emails]);
  const visibleChecked = useMemo(() => emails.filter((e) => checked.has(e.id)).map((e) => e.id), [emails, checked]);

  const changeView = (next: MineView) => setView(next);

  const toggle = useCallback((id: string) => {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const open = useCallback((id: string) => {
    setOpenId(id);
    if (window.matchMedia('(max-width: 899px)').matches) {
      window.setTimeout(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
    }
  }, []);

  const mineAll = async () => {
    const ids = visibleChecked;
    if (ids.length === 0) return;
    toast({ title: 'Mining Started', description: `Mining ${plural(ids.length, 'email')} for commitments…` });
    let found = 0;
    let failed = 0;
    for (const [index, id] of ids.entries()) {
      setBulk({ index, total: ids.length, id });
      const outcome = await miner.mine(id);
      if (outcome.ok) found += outcome.commitmentCount;
      else failed += 1;
    }
    setBulk(null);
    setChecked(new Set());
    if (failed === ids.length)
      toast({ title: 'Failed to mine commitments', description: 'Nothing could be mined. Try again in a moment.', variant: 'destructive' });
    else
      toast({
        title: 'Nuggets Mined!',
        description: `Commitments mined successfully — ${plural(found, 'commitment')} from ${plural(ids.length - failed, 'email')}${failed ? `; ${failed} failed` : ''}.`,
      });
  };

  const archive = async () => {
    const ids = visibleChecked;
    if (ids.length === 0) return;
    setArchiving(true);
    try {
      const outcome = await updateFlags(ids, 'ARCHIVE');
      if (!outcome.ok) throw new Error(outcome.message);
      toast({ title: 'Archived', description: `${plural(ids.length, 'email')} moved out of the mine.` });
      setChecked(new Set());
      if (openId && ids.includes(openId)) setOpenId(null);
      void refreshMailStats(environment);
    } catch {
      toast({ title: 'Archive failed', description: 'Unable to archive these emails right now.', variant: 'destructive' });
    } finally {
      setArchiving(false);
    }
  };

  const listPane = (
    <>
      <MineFigures unread={data.mailStats.unreadEmails} nuggets={data.mailStats.nuggets} xp={xp} />
      <MineControls
        total={emails.length}
        selected={visibleChecked.length}
        onSelectAll={(all) => setChecked(all ? new Set(emails.map((e) => e.id)) : new Set())}
        view={view}
        onView={changeView}
      />
      <Box sx={{ px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <MailScopeFilter query={data} scope={scope} onChange={setScope} />
      </Box>
      {(visibleChecked.length > 0 || bulk) && (
        <MineBulkBar
          count={bulk ? bulk.total : visibleChecked.length}
          onMineAll={() => void mineAll()}
          onArchive={() => void archive()}
          onClear={() => setChecked(new Set())}
          busy={!!bulk || archiving}
          progress={bulk ? { index: bulk.index, total: bulk.total, state: miner.states[bulk.id] } : null}
        />
      )}
      <Box sx={{ height: 3 }}>{switching && <LinearProgress color="secondary" aria-label="Loading email mine..." sx={{ height: 3 }} />}</Box>
      <Scroll label="Emails">
        {emails.length === 0 ? (
          <MineEmpty
            hasMail={data.mailStats.totalEmails > 0}
            view={shownView}
            action={data.mailStats.totalEmails > 0 ? undefined : <ConnectGmailButton color="secondary" />}
          />
        ) : (
          <Box
            component="ul"
            aria-label={`${shownView} emails`}
            sx={{ listStyle: 'none', m: 0, p: 0, opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {emails.map((e) => (
              <MineEmailRow key={e.id} email={e} selected={checked.has(e.id)} active={openId === e.id} onToggle={toggle} onOpen={open} />
            ))}
          </Box>
        )}
        <LoadMore
          hasNext={list.hasNext}
          loading={list.isLoadingNext}
          onLoad={() => !list.isLoadingNext && list.loadNext(PAGE)}
          shown={emails.length}
          total={list.data.emails.totalCount}
          noun={['email', 'emails']}
        />
      </Scroll>
    </>
  );

  const detail = (
    <Box ref={detailRef} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', scrollMarginTop: 64 }}>
      <Scroll label="Email detail">
        {openId ? (
          <PaneErrorBoundary key={openId} message="Failed to load email">
            <Suspense fallback={<PaneLoading text="Loading email..." />}>
              <MineEmailDetail emailId={openId} onArchived={() => setOpenId(null)} />
            </Suspense>
          </PaneErrorBoundary>
        ) : (
          <MineNoSelection />
        )}
      </Scroll>
    </Box>
  );

  return (
    <Box sx={{ '--mine-accent': colors.emerald }}>
      <MineFrame list={listPane} detail={detail} />
    </Box>
  );
}

import { Suspense, useCallback, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { MineLiveQuery } from '../../__generated__/MineLiveQuery.graphql';
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

const LIST_SIZE = 100;

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

  const data = useLazyLoadQuery<MineLiveQuery>(
    graphql`
      query MineLiveQuery($nuggets: Boolean!, $sludge: Boolean!, $all: Boolean!, $first: Int!) {
        mailStats {
          totalEmails
          unreadEmails
          nuggets
        }
        nuggets(first: $first) @include(if: $nuggets) {
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
        sludge(first: $first) @include(if: $sludge) {
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
        emails(first: $first, filter: { isArchived: false }) @include(if: $all) {
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
    { nuggets: view === 'nuggets', sludge: view === 'sludge', all: view === 'all', first: LIST_SIZE },
    { fetchPolicy: 'store-or-network' },
  );

  const edges = (view === 'nuggets' ? data.nuggets?.edges : view === 'sludge' ? data.sludge?.edges : data.emails?.edges) ?? [];
  // Archived mail leaves the mine at once (the flag arrives in the store with the mutation's answer).
  const emails = useMemo(() => edges.map((e) => e.node).filter((n) => !n.isArchived), [edges]);
  const xp = useMemo(() => emails.reduce((sum, e) => sum + e.commitments.reduce((s, c) => s + commitmentXp(c), 0), 0), [emails]);
  const visibleChecked = useMemo(() => emails.filter((e) => checked.has(e.id)).map((e) => e.id), [emails, checked]);

  const changeView = (next: MineView) => {
    setChecked(new Set());
    startTransition(() => setView(next));
  };

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
    if (failed === ids.length) toast({ title: 'Failed to mine commitments', description: 'Nothing could be mined. Try again in a moment.', variant: 'destructive' });
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

  const list = (
    <>
      <MineFigures unread={data.mailStats.unreadEmails} nuggets={data.mailStats.nuggets} xp={xp} />
      <MineControls
        total={emails.length}
        selected={visibleChecked.length}
        onSelectAll={(all) => setChecked(all ? new Set(emails.map((e) => e.id)) : new Set())}
        view={view}
        onView={changeView}
      />
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
          <MineEmpty hasMail={data.mailStats.totalEmails > 0} view={view} action={data.mailStats.totalEmails > 0 ? undefined : <ConnectGmailButton color="secondary" />} />
        ) : (
          <Box component="ul" aria-label={`${view} emails`} sx={{ listStyle: 'none', m: 0, p: 0, opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {emails.map((e) => (
              <MineEmailRow key={e.id} email={e} selected={checked.has(e.id)} active={openId === e.id} onToggle={toggle} onOpen={open} />
            ))}
          </Box>
        )}
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
      <MineFrame list={list} detail={detail} />
    </Box>
  );
}

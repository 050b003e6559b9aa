import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmailIcon from '@mui/icons-material/Email';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SpeedIcon from '@mui/icons-material/Speed';
import SyncIcon from '@mui/icons-material/Sync';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WaterIcon from '@mui/icons-material/Water';
import type { DashboardQuery as DashboardQueryType } from '../../__generated__/DashboardQuery.graphql';
import { formatCount, plural } from '../../components/accounts/format';
import { LazyAddAccountDialog, preloadAddAccountDialog } from '../../components/accounts/LazyAddAccountDialog';
import { OwnAddressesPrompt } from '../../components/accounts/OwnAddressesPrompt';
import { useSyncWithToast } from '../../components/accounts/useSyncWithToast';
import { ConnectGmailButton } from '../../components/ConnectGmailButton';
import { NuggetMark } from '../../components/Logo';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { StatGrid, StatTile } from '../../components/StatTile';
import { useToast } from '../../components/Toasts';
import { useSyncAllAccounts } from '../../mutations/useSyncAllAccounts';
import { useCoalesced, useSyncProgress } from '../../relay/useSyncProgress';
import { colors } from '../../theme';
import { DashboardAccountCard } from './DashboardAccountCard';
import { SyncProgressPanel } from './SyncProgressPanel';

const TOP_LINKS = [
  { label: 'Email Management', to: '/enhanced-email-management', icon: <SmartToyIcon fontSize="small" /> },
  { label: 'Ask Nugget', to: '/ask-nugget', icon: <AutoAwesomeIcon fontSize="small" /> },
  { label: 'Todos', to: '/todos', icon: <TaskAltIcon fontSize="small" /> },
  { label: 'Settings', to: '/settings', icon: <SettingsIcon fontSize="small" /> },
];

/** What a newcomer gets once a mailbox is connected. */
const AFTER_CONNECTING = [
  { icon: DiamondIcon, title: 'A nugget score on every email', text: 'Each message rated 0–100, so the gold rises and the sludge sinks.' },
  { icon: HandshakeIcon, title: 'Every commitment, mined', text: 'Promises you made and received, action items and deadlines — pulled out for you.' },
  { icon: TaskAltIcon, title: 'Todos that write themselves', text: 'Commitments become tasks on your board, each worth XP when you deliver.' },
  { icon: CalendarMonthIcon, title: 'Deadlines on your calendar', text: 'Dates found in mail become calendar items linked to the original thread.' },
  { icon: AccountBalanceIcon, title: 'Money, tracked', text: 'Invoices, orders and revenue emails collected per venture for tax time.' },
  { icon: EmojiEventsIcon, title: 'Your performance stats', text: 'Accounts, nuggets, XP, streak and level — live in this hub.' },
];

// Only a hub without mailboxes offers the archive import: the others never download it.
const ArchiveImport = lazy(() => import('../../components/accounts/ArchiveImport').then((m) => ({ default: m.ArchiveImport })));

const DashboardQuery = graphql`
  query DashboardQuery {
    viewer {
      email
      firstName
    }
    settings {
      nuggetThreshold
    }
    mailStats {
      totalEmails
      unreadEmails
      nuggets
      financialItems
      accounts
    }
    # The shared account list (relay/accounts.ts): mutations update every screen's copy.
    accounts(first: 100) @connection(key: "AccountList_accounts") {
      edges {
        node {
          id
          displayName
          status
          ...DashboardAccountCard_account
        }
      }
    }
    ...AddAccountDialog_query
  }
`;

/** /dashboard: the Performance Hub — the connect prompt until a mailbox exists, then figures, actions and streams. */
export default function Dashboard() {
  const data = useLazyLoadQuery<DashboardQueryType>(DashboardQuery, {}, { fetchPolicy: 'store-or-network' });
  const { viewer, mailStats } = data;
  const accounts = data.accounts.edges.map((e) => e.node);
  const environment = useRelayEnvironment();
  const [dialogOpen, setDialogOpen] = useState(false);
  // "Which of these addresses are yours?" after an import from the connect prompt, which leaves once mail exists.
  const [proposal, setProposal] = useState<{ key: number; accountId: string | null }>({ key: 0, accountId: null });

  // Counts and statuses again from the server (a sync or an import has finished).
  const refresh = useCoalesced(() => fetchQuery<DashboardQueryType>(environment, DashboardQuery, {}, { fetchPolicy: 'network-only' }).toPromise());
  const accountIds = useMemo(() => accounts.map((a) => a.id), [accounts]);
  const progress = useSyncProgress(accountIds, () => void refresh());

  return (
    <Page>
      <Box
        component="nav"
        aria-label="Performance Hub"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          overflowX: 'auto',
          whiteSpace: 'nowrap',
          p: 1,
          pl: 1.5,
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          bgcolor: alpha(colors.paper, 0.7),
        }}
      >
        <Box component={RouterLink} to="/" aria-label="Home" sx={{ display: 'flex', mr: 1 }}>
          <NuggetMark size={28} />
        </Box>
        {TOP_LINKS.map((l) => (
          <Button key={l.to} component={RouterLink} to={l.to} size="small" color="inherit" startIcon={l.icon} sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {l.label}
          </Button>
        ))}
        {viewer?.email && (
          <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'none', lg: 'block' }, ml: 'auto', pr: 1, fontFamily: 'monospace' }}>
            {viewer.email}
          </Typography>
        )}
      </Box>

      <PageHeader
        overline="COMMAND CENTER"
        title="PERFORMANCE HUB"
        icon={<SpeedIcon />}
        subtitle={`${viewer?.firstName ? `Welcome, ${viewer.firstName}. ` : ''}Your ventures, inboxes and commitments at a glance.`}
      />

      <OwnAddressesPrompt accountId={proposal.accountId} importKey={proposal.key} />
      {accounts.length === 0 ? (
        <ConnectPrompt
          onConnectAny={() => setDialogOpen(true)}
          onImported={refresh}
          onStored={(accountId) => setProposal((p) => ({ key: p.key + 1, accountId }))}
        />
      ) : (
        <Overview
          mailStats={mailStats}
          nuggetThreshold={data.settings.nuggetThreshold}
          accounts={accounts}
          progress={progress}
          onAddStream={() => setDialogOpen(true)}
        />
      )}

      <LazyAddAccountDialog open={dialogOpen} onClose={() => setDialogOpen(false)} query={data} />
    </Page>
  );
}

type Data = DashboardQueryType['response'];

function Overview({
  mailStats,
  nuggetThreshold,
  accounts,
  progress,
  onAddStream,
}: {
  mailStats: Data['mailStats'];
  /** The user's own threshold: the nuggets tile names it. */
  nuggetThreshold: number;
  accounts: Data['accounts']['edges'][number]['node'][];
  progress: ReturnType<typeof useSyncProgress>;
  onAddStream: () => void;
}) {
  const { toast } = useToast();
  const [syncAll, syncingAll] = useSyncAllAccounts();
  const [syncOne, pendingId] = useSyncWithToast();
  const live = accounts.filter((a) => progress[a.id]).map((a) => ({ id: a.id, name: a.displayName, progress: progress[a.id]! }));
  const syncingCount = accounts.filter((a) => a.status === 'syncing' || (progress[a.id] && !progress[a.id]!.done)).length;
  const troubleCount = accounts.filter((a) => a.status === 'error' || a.status === 'needs_reconnect').length;

  const onSyncAll = async () => {
    const reconnect = accounts.filter((a) => a.status === 'needs_reconnect').length;
    const waiting = reconnect ? ` ${plural(reconnect, 'mailbox', 'mailboxes')} need${reconnect === 1 ? 's' : ''} reconnecting first.` : '';
    try {
      const started = await syncAll();
      toast({
        title: 'Email sync completed',
        description: started.length
          ? `Syncing ${plural(started.length, 'mailbox', 'mailboxes')}. New mail appears here as it arrives.${waiting}`
          : `No mailbox to sync: imported archives don't sync (import the file again to add mail).${waiting}`,
      });
    } catch (error) {
      toast({
        title: 'Sync failed',
        description: (error instanceof Error && error.message) || 'Failed to sync emails. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <StatGrid>
        <StatTile
          label="TOTAL EMAILS"
          value={formatCount(mailStats.totalEmails)}
          icon={<EmailIcon />}
          color={colors.teal}
          hint={`${formatCount(mailStats.unreadEmails)} unread`}
        />
        <StatTile label="NUGGETS" value={formatCount(mailStats.nuggets)} icon={<DiamondIcon />} hint={`Scored ${nuggetThreshold} or higher`} />
        <StatTile
          label="FINANCIAL ITEMS"
          value={formatCount(mailStats.financialItems)}
          icon={<AccountBalanceIcon />}
          color={colors.emerald}
          hint="Invoices, orders, revenue"
        />
        <StatTile
          label="CONNECTED STREAMS"
          value={formatCount(mailStats.accounts)}
          icon={<WaterIcon />}
          color={colors.purple}
          hint={
            syncingCount
              ? `${syncingCount} syncing now`
              : troubleCount
                ? `${troubleCount} need${troubleCount === 1 ? 's' : ''} attention`
                : 'All streams flowing'
          }
        />
      </StatGrid>

      <Box
        component="section"
        aria-label="Actions"
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          flexWrap: 'wrap',
          gap: 1.25,
          '& .MuiButton-root': { fontSize: { xs: 12, sm: '0.95rem' }, px: { xs: 1.25, sm: 3.25 }, whiteSpace: 'nowrap' },
        }}
      >
        <Button
          variant="contained"
          size="large"
          onClick={onSyncAll}
          disabled={syncingAll}
          startIcon={syncingAll ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SyncIcon />}
        >
          {syncingAll ? 'SYNCING...' : 'SYNC ALL EMAILS'}
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to="/enhanced-email" startIcon={<MarkEmailUnreadIcon />}>
          ENHANCED EMAIL
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to="/ask-nugget" startIcon={<AutoAwesomeIcon />}>
          ASK NUGGET
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to="/todos" startIcon={<TaskAltIcon />}>
          VIEW TODOS
        </Button>
      </Box>

      {live.length > 0 && <SyncProgressPanel entries={live} />}

      <Box component="section" aria-labelledby="streams-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" id="streams-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <AlternateEmailIcon sx={{ fontSize: 20, color: colors.gold }} /> YOUR STREAMS
          </Typography>
          <Button component={RouterLink} to="/email-accounts" size="small" color="inherit" sx={{ color: 'text.secondary' }}>
            Manage streams
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {accounts.map((a) => (
            <DashboardAccountCard key={a.id} account={a} progress={progress[a.id]} onSync={syncOne} syncing={pendingId === a.id} />
          ))}
          <Card
            component="button"
            type="button"
            onClick={onAddStream}
            onMouseEnter={preloadAddAccountDialog}
            onFocus={preloadAddAccountDialog}
            sx={{
              p: 2.25,
              minHeight: 180,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              cursor: 'pointer',
              color: 'text.secondary',
              font: 'inherit',
              borderStyle: 'dashed',
              bgcolor: 'transparent',
              transition: 'border-color 120ms, color 120ms',
              '&:hover, &:focus-visible': { borderColor: colors.gold, color: colors.gold, outline: 'none' },
            }}
          >
            <AddIcon />
            <Typography sx={{ fontWeight: 700, fontFamily: 'inherit' }}>Add a stream</Typography>
            <Typography variant="body2" sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              Gmail, Outlook, iCloud, Fastmail, any IMAP
            </Typography>
          </Card>
        </Box>
      </Box>
    </>
  );
}

/** No mailbox yet: connect the primary one (Gmail), any other mailbox, or import an archive. */
function ConnectPrompt({
  onConnectAny,
  onImported,
  onStored,
}: {
  onConnectAny: () => void;
  onImported: () => Promise<void>;
  onStored: (accountId: string) => void;
}) {
  return (
    <>
      <Card
        component="section"
        aria-labelledby="connect-title"
        sx={{
          p: { xs: 3, md: 5 },
          borderColor: alpha(colors.gold, 0.35),
          backgroundImage: `radial-gradient(700px 300px at 100% 0%, ${alpha(colors.gold, 0.12)}, transparent 70%)`,
        }}
      >
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, alignItems: 'center' }}>
          <Box>
            <Typography variant="overline" sx={{ color: colors.gold }}>
              GET STARTED
            </Typography>
            <Typography variant="h3" component="h2" id="connect-title">
              Connect your primary inbox
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1.5, mb: 3 }}>
              Your hub is empty because no mailbox is connected yet. Link the account you use most — Nugget starts mining it right away and the numbers below
              your name come alive within minutes.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <ConnectGmailButton size="large">CONNECT PRIMARY EMAIL</ConnectGmailButton>
              <Button
                color="inherit"
                onClick={onConnectAny}
                onMouseEnter={preloadAddAccountDialog}
                onFocus={preloadAddAccountDialog}
                endIcon={<ArrowForwardIcon />}
                sx={{
                  color: 'text.secondary',
                  textTransform: 'none',
                  fontFamily: 'inherit',
                  fontWeight: 600,
                  letterSpacing: 0,
                  fontSize: 15,
                  '&:hover': { color: colors.gold },
                }}
              >
                or connect any mailbox
              </Button>
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              Read-only until you choose to send. Disconnect any time.
            </Typography>
          </Box>
          <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
              WHAT YOU&apos;LL SEE AFTER CONNECTING
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {AFTER_CONNECTING.map(({ icon: Icon, title, text }) => (
                <Box
                  component="li"
                  key={title}
                  sx={{ display: 'flex', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: alpha(colors.bgDeep, 0.5), border: 1, borderColor: 'divider' }}
                >
                  <Icon sx={{ color: colors.gold, fontSize: 20, mt: 0.25 }} />
                  <Box>
                    <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{title}</Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ fontSize: 13 }}>
                      {text}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Card>
      <Suspense fallback={<Box sx={{ minHeight: 112, borderRadius: 3.5, border: `1px dashed ${alpha(colors.gold, 0.3)}` }} />}>
        <ArchiveImport
          title="OR IMPORT AN ARCHIVE"
          toastResult
          proposeAddresses={false}
          onFinished={(result) => {
            if (!result.error && result.imported > 0) onStored(result.accountId);
            void onImported();
          }}
        />
      </Suspense>
    </>
  );
}

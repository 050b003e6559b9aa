import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ArticleIcon from '@mui/icons-material/Article';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { EnhancedEmailManagementQuery } from '../../__generated__/EnhancedEmailManagementQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { LazyComposeDialog, preloadComposeDialog } from '../../components/compose/LazyComposeDialog';
import { EnhancedEmailDetail } from '../../components/mail/EnhancedEmailDetail';
import { EnhancedEmailList, initialEnhancedListVariables } from '../../components/mail/EnhancedEmailList';
import { useMailScope } from '../../components/mail/MailScopeFilter';
import { MinerProvider } from '../../components/mail/useMiner';
import { colors, fonts } from '../../theme';
import { ariaKeys, useShortcuts, withShortcut } from '../../keyboard/keymap';
import { AgentStats } from './AgentStats';

export type ViewMode = 'list' | 'split' | 'detail';

const FOOTER = ['AI Agent Active', 'Processing in background', 'Enhanced by AI', 'Real-time insights'];

/** /enhanced-email-management: the AI agent's workspace — stats, list/split/detail views and the composer. */
export default function EnhancedEmailManagement() {
  const [scope, setScope] = useMailScope();
  const accountId = scope.accountId;
  const [variables] = useState(() => ({ ...initialEnhancedListVariables(scope), accountId: accountId ?? '', hasAccount: accountId !== null }));
  const [view, setView] = useState<ViewMode>('split');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // `c` pressed on another screen leads here with the composer open.
  const [composing, setComposing] = useState(() => (location.state as { compose?: boolean } | null)?.compose === true);
  useEffect(() => {
    if ((location.state as { compose?: boolean } | null)?.compose) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  const data = useLazyLoadQuery<EnhancedEmailManagementQuery>(
    graphql`
      query EnhancedEmailManagementQuery(
        $accountId: ID!
        $hasAccount: Boolean!
        $filter: EmailFilter
        $sort: EmailSort!
        $labelAccount: ID
        $labelVenture: String
      ) {
        accounts(first: 100) @connection(key: "AccountList_accounts") {
          edges {
            node {
              id
              email
              displayName
            }
          }
        }
        node(id: $accountId) @include(if: $hasAccount) {
          __typename
          ... on Account {
            id
            email
            displayName
          }
        }
        ...EnhancedEmailList_query @arguments(filter: $filter, sort: $sort, labelAccount: $labelAccount, labelVenture: $labelVenture)
        ...MailScopeFilter_query
      }
    `,
    variables,
    { fetchPolicy: 'store-and-network' },
  );
  // The mailbox chosen now (the selector), else the one the page was opened with (?account=).
  const account =
    data.accounts.edges.find((e) => e.node.id === accountId)?.node ?? (data.node?.__typename === 'Account' && data.node.id === accountId ? data.node : null);

  // Stable handlers: the list (memoised) does not re-render when the composer opens or the view changes.
  const select = useCallback((id: string) => {
    setSelectedId(id);
    setView((v) => (v === 'list' ? 'detail' : v));
  }, []);
  const close = useCallback(() => {
    setSelectedId(null);
    setView('split');
  }, []);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const removed = useCallback((id: string) => selectedRef.current === id && close(), [close]);
  // The composer's code is read while the screen is idle: Compose (or c) opens it without a download.
  useEffect(() => {
    const idle = window.requestIdleCallback?.(preloadComposeDialog, { timeout: 2000 }) ?? window.setTimeout(preloadComposeDialog, 1000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);
  useShortcuts({
    compose: () => setComposing(true),
    back: selectedId ? close : undefined,
  });

  const list = (
    <Card sx={{ p: 2, minWidth: 0 }}>
      <EnhancedEmailList query={data} scopeQuery={data} selectedId={selectedId} onSelect={select} onRemoved={removed} compact={view === 'split'} />
    </Card>
  );
  const detail = selectedId ? (
    <Card sx={{ position: { md: 'sticky' }, top: { md: 24 }, maxHeight: { md: 'calc(100vh - 48px)' }, overflowY: 'auto', minWidth: 0 }}>
      <EnhancedEmailDetail emailId={selectedId} onClose={close} onArchived={close} />
    </Card>
  ) : (
    <Card
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 420,
        backgroundImage: `radial-gradient(400px 240px at 50% 40%, ${alpha(colors.purple, 0.08)}, transparent 70%)`,
      }}
    >
      <EmptyState icon={<ArticleIcon />} title="Nothing selected" description="Pick an email to see its AI analysis, commitments and attachments." />
    </Card>
  );

  return (
    <MinerProvider>
      <Page maxWidth={1560}>
        <PageHeader
          overline="AI AGENT"
          title="EMAIL MANAGEMENT"
          icon={<SmartToyIcon />}
          subtitle="Your AI agent reads, sorts and mines every message; you decide what to send."
          actions={
            <>
              <Tooltip describeChild title={withShortcut('Compose', 'compose')}>
                <Button
                  variant="contained"
                  startIcon={<EditIcon />}
                  onClick={() => setComposing(true)}
                  onMouseEnter={preloadComposeDialog}
                  onFocus={preloadComposeDialog}
                  aria-keyshortcuts={ariaKeys('compose')}
                >
                  Compose
                </Button>
              </Tooltip>
              <Button variant="outlined" startIcon={<SettingsIcon />} component={RouterLink} to="/settings">
                Settings
              </Button>
            </>
          }
        />

        <LazyComposeDialog open={composing} onClose={() => setComposing(false)} accountId={account?.id ?? null} />

        <AgentStats />

        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            // The new view renders in a transition: input stays responsive, and the old view stays if the new one suspends.
            onChange={(_, v: ViewMode | null) => v && startTransition(() => setView(v))}
            aria-label="View mode"
            sx={{ '& .MuiToggleButton-root.Mui-selected': { color: colors.gold, bgcolor: alpha(colors.gold, 0.12) } }}
          >
            <ToggleButton value="list">
              <ViewListIcon sx={{ fontSize: 18, mr: 0.75 }} /> List
            </ToggleButton>
            <ToggleButton value="split">
              <VerticalSplitIcon sx={{ fontSize: 18, mr: 0.75 }} /> Split
            </ToggleButton>
            <ToggleButton value="detail" disabled={selectedId === null}>
              <ArticleIcon sx={{ fontSize: 18, mr: 0.75 }} /> Detail
            </ToggleButton>
          </ToggleButtonGroup>
          {accountId && (
            <Chip
              icon={<AlternateEmailIcon />}
              label={account ? `Only ${account.email}` : 'Unknown account'}
              color={account ? 'primary' : 'error'}
              variant="outlined"
              onDelete={() => {
                setScope({ accountId: null });
                setSelectedId(null);
              }}
            />
          )}
          {scope.venture && (
            <Chip
              icon={<BusinessCenterIcon />}
              label={`Venture: ${scope.venture}`}
              color="secondary"
              variant="outlined"
              onDelete={() => {
                setScope({ venture: null });
                setSelectedId(null);
              }}
            />
          )}
        </Box>

        {/* One tree for the three views: the list stays mounted (its rows, search and cursor) when the view changes, so a switch re-renders instead of re-mounting. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            alignItems: 'start',
            gridTemplateColumns: view === 'split' ? { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } : '1fr',
          }}
        >
          <Box sx={{ display: view === 'detail' && selectedId ? 'none' : 'grid', minWidth: 0 }}>{list}</Box>
          {(view === 'split' || (view === 'detail' && selectedId)) && detail}
        </Box>

        <Box component="footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center', pt: 2, borderTop: 1, borderColor: 'divider' }}>
          {FOOTER.map((text, i) => (
            <Typography
              key={text}
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontFamily: fonts.mono, fontSize: 12 }}
            >
              <Box
                component="span"
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: i === 0 ? colors.emerald : alpha(colors.gold, 0.7),
                  ...(i === 0
                    ? {
                        boxShadow: `0 0 0 0 ${alpha(colors.emerald, 0.6)}`,
                        animation: 'nugget-pulse 2s infinite',
                        '@keyframes nugget-pulse': { '70%': { boxShadow: `0 0 0 8px ${alpha(colors.emerald, 0)}` } },
                      }
                    : {}),
                }}
              />
              {text}
            </Typography>
          ))}
        </Box>
      </Page>
    </MinerProvider>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import WaterIcon from '@mui/icons-material/Water';
import type { EmailAccountsQuery as EmailAccountsQueryType } from '../../__generated__/EmailAccountsQuery.graphql';
import type { AccountForm } from '../../components/accounts/AddAccountDialog';
import { ArchiveImport } from '../../components/accounts/ArchiveImport';
import { LazyAddAccountDialog, preloadAddAccountDialog } from '../../components/accounts/LazyAddAccountDialog';
import { PROVIDER_COLORS } from '../../components/accounts/providers';
import { useSyncWithToast } from '../../components/accounts/useSyncWithToast';
import { ConnectGmailButton } from '../../components/ConnectGmailButton';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toasts';
import { refreshMailStats } from '../../relay/accounts';
import { useCoalesced, useSyncProgress } from '../../relay/useSyncProgress';
import { fonts } from '../../theme';
import { AccountCard, type ReconnectTarget } from './AccountCard';

const PROVIDERS = [
  { id: 'gmail', name: 'Gmail', text: 'Google Workspace and personal Gmail through Google sign-in.' },
  { id: 'outlook', name: 'Outlook', text: 'Microsoft 365 and Outlook.com through Microsoft sign-in, or an app password over IMAP.' },
  { id: 'imap', name: 'IMAP', text: 'Any other mailbox — Fastmail, Zoho, iCloud, Yahoo, your own server — with an app password.' },
];

const EmailAccountsQuery = graphql`
  query EmailAccountsQuery {
    # The shared account list (relay/accounts.ts): mutations update every screen's copy.
    accounts(first: 100) @connection(key: "AccountList_accounts") {
      edges {
        node {
          id
          ...AccountCard_account
        }
      }
    }
    ...AddAccountDialog_query
  }
`;

/** /email-accounts: Email Sluice Management — one card per mailbox, the connect dialog and archive import. */
export default function EmailAccounts() {
  const data = useLazyLoadQuery<EmailAccountsQueryType>(EmailAccountsQuery, {}, { fetchPolicy: 'store-or-network' });
  const accounts = data.accounts.edges.map((e) => e.node);
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; initial?: Partial<AccountForm> }>({ open: false });
  const [sync, pendingId] = useSyncWithToast();

  // Cards and the stat figures other screens show, again from the server (an import or a sync has finished).
  const refresh = useCoalesced(() =>
    Promise.all([
      fetchQuery<EmailAccountsQueryType>(environment, EmailAccountsQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
      refreshMailStats(environment),
    ]),
  );
  const accountIds = useMemo(() => accounts.map((a) => a.id), [accounts]);
  const progress = useSyncProgress(accountIds, () => void refresh());

  // Google's consent screen sends the browser back here with ?connected=<email> or ?error=<message>.
  const [params, setParams] = useSearchParams();
  const told = useRef<string | null>(null);
  useEffect(() => {
    const connected = params.get('connected');
    const error = params.get('error');
    if (!connected && !error) return;
    const key = params.toString();
    if (told.current !== key) {
      told.current = key;
      toast(
        connected
          ? { title: 'Stream Connected', description: `${connected} was added to your sluice successfully.` }
          : { title: 'Connection Failed', description: error || 'Unable to connect email stream. Try again.', variant: 'destructive' },
      );
      if (connected) void refresh();
    }
    setParams(
      (p) => {
        p.delete('connected');
        p.delete('error');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams, toast, refresh]);

  const openDialog = (initial?: Partial<AccountForm>) => setDialog({ open: true, initial });
  const reconnect = (a: ReconnectTarget) =>
    openDialog({
      provider: a.provider,
      email: a.email,
      host: a.imapHost ?? '',
      port: String(a.imapPort ?? 993),
      // The API does not expose the TLS setting; 993 is implicit TLS, other ports are usually STARTTLS or plain.
      secure: a.imapPort == null || a.imapPort === 993,
      displayName: a.displayName,
      company: a.company ?? '',
    });

  const connectButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog()} onMouseEnter={preloadAddAccountDialog} onFocus={preloadAddAccountDialog}>
      CONNECT NEW STREAM
    </Button>
  );

  return (
    <Page>
      <PageHeader
        overline="STREAMS"
        title="EMAIL SLUICE MANAGEMENT"
        icon={<AlternateEmailIcon />}
        subtitle="Every mailbox feeding your mine: its provider, its venture, and whether it is flowing."
        actions={connectButton}
      />

      {accounts.length === 0 ? (
        <Card>
          <EmptyState
            icon={<WaterIcon />}
            title="No Streams Connected"
            description="Add your first mailbox to start mining. You can connect as many as you run — each one keeps its own venture."
            action={
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
                <ConnectGmailButton>CONNECT GMAIL</ConnectGmailButton>
                <Button variant="outlined" onClick={() => openDialog()} onMouseEnter={preloadAddAccountDialog}>
                  OTHER MAILBOX
                </Button>
              </Box>
            }
          />
        </Card>
      ) : (
        <Box
          component="section"
          aria-label="Connected streams"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {accounts.map((a) => (
            <AccountCard key={a.id} account={a} progress={progress[a.id]} onSync={sync} syncing={pendingId === a.id} onReconnect={reconnect} />
          ))}
        </Box>
      )}

      <ArchiveImport onStarted={() => void refresh()} onFinished={() => void refresh()} />

      {accounts.length === 0 && (
        <Box component="section" aria-labelledby="providers-title">
          <Typography variant="h6" component="h2" id="providers-title" sx={{ mb: 2 }}>
            SUPPORTED PROVIDERS
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {PROVIDERS.map((p) => {
              const color = PROVIDER_COLORS[p.id]!;
              return (
                <Card key={p.id} sx={{ p: 2.5, borderTop: `3px solid ${color}` }}>
                  <Box
                    component="span"
                    sx={{
                      fontFamily: fonts.mono,
                      fontWeight: 800,
                      fontSize: 11,
                      letterSpacing: '0.1em',
                      px: 1,
                      py: 0.25,
                      borderRadius: 1,
                      color,
                      bgcolor: alpha(color, 0.12),
                      border: `1px solid ${alpha(color, 0.35)}`,
                    }}
                  >
                    {p.id.toUpperCase()}
                  </Box>
                  <Typography variant="h5" component="h3" sx={{ mt: 1.5 }}>
                    {p.name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {p.text}
                  </Typography>
                </Card>
              );
            })}
          </Box>
        </Box>
      )}

      <LazyAddAccountDialog open={dialog.open} initial={dialog.initial} onClose={() => setDialog((d) => ({ ...d, open: false }))} query={data} />
    </Page>
  );
}

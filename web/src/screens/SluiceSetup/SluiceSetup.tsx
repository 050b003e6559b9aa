import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DiamondIcon from '@mui/icons-material/Diamond';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InboxIcon from '@mui/icons-material/Inbox';
import AddIcon from '@mui/icons-material/Add';
import WaterIcon from '@mui/icons-material/Water';
import type { SluiceSetupQuery } from '../../__generated__/SluiceSetupQuery.graphql';
import { LazyAddAccountDialog, preloadAddAccountDialog } from '../../components/accounts/LazyAddAccountDialog';
import { formatCount } from '../../components/accounts/format';
import { ConnectGmailButton } from '../../components/ConnectGmailButton';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { StatTile } from '../../components/StatTile';
import { colors, fonts } from '../../theme';
import { StreamRow } from './StreamRow';

const STEPS = [
  { icon: InboxIcon, title: 'Connect streams', text: 'Link each mailbox you run. Every account becomes a stream feeding the sluice.' },
  { icon: AutoAwesomeIcon, title: 'AI analysis', text: 'Each email is scored, categorised and searched for promises, asks and deadlines.' },
  { icon: DiamondIcon, title: 'Nuggets rise', text: 'Commitments surface here and on your todo board; the noise washes away.' },
];

/** /sluice-setup: the Commitment Tracker — email streams feeding the sluice. */
export default function SluiceSetup() {
  const data = useLazyLoadQuery<SluiceSetupQuery>(
    graphql`
      query SluiceSetupQuery {
        mailStats {
          accounts
          nuggets
        }
        # The shared account list (relay/accounts.ts): mutations update every screen's copy.
        accounts(first: 100) @connection(key: "AccountList_accounts") {
          edges {
            node {
              id
              ...StreamRow_account
            }
          }
        }
        ...AddAccountDialog_query
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const streams = data.accounts.edges.map((e) => e.node);
  const [dialogOpen, setDialogOpen] = useState(false);
  const addButton = (label: string) => (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setDialogOpen(true)}
      onMouseEnter={preloadAddAccountDialog}
      onFocus={preloadAddAccountDialog}
    >
      {label}
    </Button>
  );

  return (
    <Page>
      <Box>
        <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} color="inherit" sx={{ color: 'text.secondary', ml: -1 }}>
          Back to dashboard
        </Button>
      </Box>
      <PageHeader
        overline="COMMITMENT TRACKER"
        title="EMAIL SLUICE"
        icon={<HandshakeIcon />}
        subtitle="Pour every inbox through one sluice. What's valuable stays; the sludge washes out."
        actions={addButton('ADD EMAIL STREAM')}
      />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <SectionCard title="CONNECTED STREAMS" icon={<WaterIcon />} flush={streams.length > 0}>
          {streams.length === 0 ? (
            <EmptyState
              icon={<WaterIcon />}
              title="No Streams Connected"
              description="Connect your first email account and Nugget will start sifting it for commitments immediately."
              action={
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
                  <ConnectGmailButton>CONNECT GMAIL</ConnectGmailButton>
                  <Button variant="outlined" onClick={() => setDialogOpen(true)} onMouseEnter={preloadAddAccountDialog}>
                    OTHER MAILBOX
                  </Button>
                </Box>
              }
            />
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {streams.map((s) => (
                <StreamRow key={s.id} account={s} />
              ))}
            </Box>
          )}
        </SectionCard>

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <SectionCard title="HOW THE SLUICE WORKS">
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
              {STEPS.map(({ icon: Icon, title, text }, i) => (
                <Box component="li" key={title} sx={{ display: 'flex', gap: 1.5 }}>
                  <Box
                    sx={{
                      width: 32,
                      height: 32,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      fontFamily: fonts.mono,
                      fontWeight: 800,
                      fontSize: 13,
                      color: colors.gold,
                      border: `1px solid ${alpha(colors.gold, 0.4)}`,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}>
                      <Icon sx={{ fontSize: 16, color: colors.gold }} /> {title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {text}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </SectionCard>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <StatTile label="STREAMS" value={formatCount(streams.length)} icon={<WaterIcon />} color={colors.teal} />
            <StatTile label="NUGGETS" value={formatCount(data.mailStats.nuggets)} icon={<DiamondIcon />} />
          </Box>
        </Box>
      </Box>
      <LazyAddAccountDialog open={dialogOpen} onClose={() => setDialogOpen(false)} query={data} />
    </Page>
  );
}

import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InsightsIcon from '@mui/icons-material/Insights';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { InsightsQuery } from '../../__generated__/InsightsQuery.graphql';
import { ContactList } from '../../components/contacts/ContactList';
import { BANDS, bandColor, bandOf } from '../../components/contacts/format';
import { useRefreshContacts } from '../../components/contacts/useRefreshContacts';
import { EmptyState } from '../../components/EmptyState';
import { sinceText } from '../../components/mail/format';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { StatGrid, StatTile } from '../../components/StatTile';
import { useToast } from '../../components/Toasts';
import { colors, fonts } from '../../theme';

/** /insights and /gold-count: Memory Insights — relationships mined from the user's own mail. */
export default function Insights() {
  const [fetchKey, setFetchKey] = useState(0);
  const [reloading, startTransition] = useTransition();
  const [refresh, refreshing] = useRefreshContacts();
  const { toast } = useToast();

  const runRefresh = async () => {
    try {
      await refresh();
      startTransition(() => setFetchKey((k) => k + 1));
    } catch {
      toast({ title: 'Refresh failed', description: 'Could not rebuild your contacts. Please try again.', variant: 'destructive' });
    }
  };

  const busy = refreshing || reloading;
  return (
    <Page>
      <PageHeader
        overline="GOLD COUNT"
        title="MEMORY INSIGHTS"
        icon={<InsightsIcon />}
        subtitle="Who you write with, what you owe each other, how fast you answer — mined from your own mail."
        actions={
          <Button
            variant="outlined"
            onClick={() => void runRefresh()}
            disabled={busy}
            startIcon={
              <AutorenewIcon
                sx={busy ? { animation: 'nugget-spin 1s linear infinite', '@keyframes nugget-spin': { to: { transform: 'rotate(360deg)' } } } : undefined}
              />
            }
          >
            {busy ? 'REFRESHING...' : 'REFRESH'}
          </Button>
        }
      />
      <Suspense fallback={<InsightsSkeleton />}>
        <InsightsContent fetchKey={fetchKey} onRefresh={runRefresh} refreshing={busy} />
      </Suspense>
    </Page>
  );
}

interface InsightsContentProps {
  fetchKey: number;
  onRefresh: () => Promise<void>;
  refreshing: boolean;
}

function InsightsContent({ fetchKey, onRefresh, refreshing }: InsightsContentProps) {
  const data = useLazyLoadQuery<InsightsQuery>(
    graphql`
      query InsightsQuery {
        contactInsights {
          totalPromises
          followUps
          averageRelationship
          contactCount
          computedAt
          refreshing
        }
        mailStats {
          totalEmails
        }
        ...ContactList_query
      }
    `,
    {},
    { fetchPolicy: fetchKey ? 'network-only' : 'store-or-network', fetchKey },
  );
  const insights = data.contactInsights;
  const average = insights.averageRelationship;

  // A large mailbox is folded in in the background: wait for that run, then show its result.
  const waited = useRef(false);
  useEffect(() => {
    if (insights.refreshing && !waited.current && !refreshing) {
      waited.current = true;
      void onRefresh();
    }
  }, [insights.refreshing, refreshing, onRefresh]);

  const noMail = data.mailStats.totalEmails === 0;
  return (
    <>
      <StatGrid>
        <StatTile label="TOTAL PROMISES" value={insights.totalPromises} icon={<HandshakeIcon />} hint="Made and received" />
        <StatTile label="FOLLOW-UPS" value={insights.followUps} icon={<ScheduleIcon />} color={colors.teal} hint="Open action items and deadlines" />
        <StatTile
          label="AVG RELATIONSHIP"
          value={
            <>
              <Box component="span" sx={{ color: insights.contactCount ? bandColor(average) : undefined }}>
                {average}
              </Box>
              <Box component="span" sx={{ fontSize: 15, color: 'text.secondary' }}>
                /100
              </Box>
            </>
          }
          icon={<TrendingUpIcon />}
          color={colors.emerald}
          hint={insights.contactCount ? bandOf(average).label : 'No contacts yet'}
        />
        <StatTile
          label="CONTACTS"
          value={insights.contactCount}
          icon={<GroupsIcon />}
          color={colors.purple}
          hint={noMail ? 'No mail yet' : `From ${data.mailStats.totalEmails.toLocaleString()} emails`}
        />
      </StatGrid>

      {insights.refreshing && (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Typography variant="body2" color="textSecondary">
            Folding your newest mail into these figures…
          </Typography>
          <LinearProgress aria-label="Updating contacts" sx={{ height: 3, borderRadius: 2 }} />
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="contacts-title">
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="h6" component="h2" id="contacts-title" sx={{ flex: 1 }}>
              CONTACT INTELLIGENCE
            </Typography>
            {insights.computedAt && (
              <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }} title={new Date(insights.computedAt as string).toLocaleString()}>
                Updated {sinceText(insights.computedAt as string).toLowerCase()}
              </Typography>
            )}
          </Box>
          <Box sx={{ p: 2.5 }}>
            {noMail ? (
              <EmptyState
                icon={<MailOutlineIcon />}
                title="No mail mined yet"
                description="Connect a mailbox or import an archive: Nugget builds a profile for everyone you correspond with — promises, follow-ups, response times and topics — from your own mail."
                action={
                  <Button variant="contained" component={RouterLink} to="/email-accounts">
                    CONNECT A MAILBOX
                  </Button>
                }
              />
            ) : insights.contactCount === 0 ? (
              <EmptyState
                icon={<ForumIcon />}
                title="No conversations yet"
                description={`None of your ${data.mailStats.totalEmails.toLocaleString()} emails is a conversation with a person yet. Newsletters, notifications and no-reply senders are left out; people appear here once you write to them or they write to you.`}
                action={
                  <Button variant="outlined" onClick={() => void onRefresh()} disabled={refreshing}>
                    CHECK AGAIN
                  </Button>
                }
              />
            ) : (
              <ContactList query={data} />
            )}
          </Box>
        </Card>
        <ScoreLegend />
      </Box>
    </>
  );
}

/** The bands and how the score is made. */
function ScoreLegend() {
  return (
    <Card component="section" aria-labelledby="bands-title" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2" id="bands-title">
        RELATIONSHIP SCORE
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {BANDS.map((b) => (
          <Box component="li" key={b.band} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: bandColor(b.min) }} />
            <Typography sx={{ flex: 1, fontWeight: 600, fontSize: 14 }}>{b.label}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ fontFamily: fonts.mono }}>
              {b.range}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Typography variant="overline" color="textSecondary" sx={{ fontSize: 10.5, lineHeight: 1.6 }}>
          How it is scored
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 0.5,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.75,
            fontSize: 13,
            '& dt': { fontFamily: fonts.mono, fontWeight: 700, color: colors.gold },
            '& dd': { m: 0, color: 'text.secondary' },
          }}
        >
          <dt>35</dt>
          <dd>Frequency — emails both ways, full at 50</dd>
          <dt>25</dt>
          <dd>Reciprocity — both of you write</dd>
          <dt>25</dt>
          <dd>Recency — halves every 30 days</dd>
          <dt>15</dt>
          <dd>Responsiveness — your median reply time, halves per day</dd>
        </Box>
      </Box>
    </Card>
  );
}

function InsightsSkeleton() {
  return (
    <Box role="status" aria-label="Loading contact intelligence" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <StatGrid>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={104} sx={{ borderRadius: 3 }} />
        ))}
      </StatGrid>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' } }}>
        <Card sx={{ p: 2.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <Typography color="textSecondary" sx={{ gridColumn: '1 / -1', fontFamily: fonts.mono, fontSize: 13 }}>
            Mining contact intelligence...
          </Typography>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={170} sx={{ borderRadius: 3 }} />
          ))}
        </Card>
        <Skeleton variant="rounded" height={300} sx={{ borderRadius: 3 }} />
      </Box>
    </Box>
  );
}

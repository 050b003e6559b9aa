import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { WaitingOnQuery, WaitingOnQuery$data } from '../../__generated__/WaitingOnQuery.graphql';
import type { WaitingOnNudgeMutation } from '../../__generated__/WaitingOnNudgeMutation.graphql';
import { EmptyState } from '../../components/EmptyState';
import { mineLink } from '../../relay/ids';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toasts';
import { LazyComposeDialog, preloadComposeDialog } from '../../components/compose/LazyComposeDialog';
import { NOTIFICATION_EVENT } from '../../components/notifications/NotificationCenter';
import { colors, fonts } from '../../theme';

type Item = WaitingOnQuery$data['waitingOn'][number];

const DAY_MS = 86_400_000;

/** "3 days late", "due Fri 6 Mar", "no date". Due dates without a time are day-level (12:00 UTC): shown in UTC. */
function when(w: Item, now: number) {
  const due = w.commitment?.dueDate ? new Date(String(w.commitment.dueDate)) : null;
  if (w.late && w.lateSince) {
    const days = Math.max(1, Math.floor((now - Date.parse(String(w.lateSince))) / DAY_MS));
    return due ? `${days} day${days === 1 ? '' : 's'} late` : `no date · waiting ${Math.floor((now - Date.parse(String(w.promisedAt))) / DAY_MS)} days`;
  }
  if (!due) return 'no date';
  return `due ${new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(due)}`;
}

/**
 * /waiting-on: what others promised you and have not delivered, late first (the oldest overdue on top).
 * "Nudge" writes a short follow-up in the thread, in your tone, and opens it in the composer: it is only
 * sent if you send it. A reply that delivers the thing takes the item off the list by itself.
 */
export default function WaitingOn() {
  const [fetchKey, setFetchKey] = useState(0);
  // A promise delivered (told by a notification) leaves the list while it is shown.
  useEffect(() => {
    const refresh = (e: Event) => (e as CustomEvent<{ kind: string }>).detail?.kind === 'delivered' && setFetchKey((k) => k + 1);
    window.addEventListener(NOTIFICATION_EVENT, refresh);
    return () => window.removeEventListener(NOTIFICATION_EVENT, refresh);
  }, []);
  const data = useLazyLoadQuery<WaitingOnQuery>(
    graphql`
      query WaitingOnQuery {
        waitingOn {
          late
          lateSince
          from
          emailSubject
          promisedAt
          commitment {
            id
            title
            status
            dueDate
            sourceQuote
            email {
              id
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [nudge, nudging] = useMutation<WaitingOnNudgeMutation>(graphql`
    mutation WaitingOnNudgeMutation($id: ID!) {
      draftNudge(commitmentId: $id) {
        __typename
        ... on MutationDraftNudgeSuccess {
          nudge {
            generatedBy
            draft {
              id
              inReplyTo {
                id
              }
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const { toast } = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ id: string; replyTo: string | null } | null>(null);
  const now = Date.now();
  const items = data.waitingOn.filter((w) => w.commitment);
  const late = items.filter((w) => w.late);

  const startNudge = (commitmentId: string) => {
    setBusyId(commitmentId);
    preloadComposeDialog();
    nudge({
      variables: { id: commitmentId },
      onCompleted: ({ draftNudge: r }) => {
        setBusyId(null);
        if (r.__typename === 'MutationDraftNudgeSuccess' && r.nudge?.draft) setDraft({ id: r.nudge.draft.id, replyTo: r.nudge.draft.inReplyTo?.id ?? null });
        else toast({ title: 'No nudge', description: r.__typename !== '%other' && 'message' in r ? (r.message ?? '') : 'Try again.', variant: 'destructive' });
      },
      onError: () => {
        setBusyId(null);
        toast({ title: 'No nudge', description: 'Check your connection and try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <Page maxWidth={1000}>
      <PageHeader
        overline="FOLLOW-THROUGH"
        title="WAITING ON"
        icon={<HourglassTopIcon />}
        subtitle={
          items.length
            ? `${items.length} promise${items.length === 1 ? '' : 's'} made to you · ${late.length} late. A reply that delivers takes one off the list.`
            : 'What others promise you in mail shows here until they deliver.'
        }
      />
      {!items.length ? (
        <Card>
          <EmptyState
            icon={<HourglassTopIcon />}
            title="Nobody owes you anything"
            description="When someone writes “I’ll send you the deck by Friday”, it waits here until their reply delivers it."
          />
        </Card>
      ) : (
        <Box component="ul" aria-label="Waiting on" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {items.map((w) => {
            const c = w.commitment!;
            const accent = w.late ? colors.red : colors.blue;
            return (
              <Card
                component="li"
                key={c.id}
                data-testid="waiting-item"
                sx={{
                  p: 2,
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  borderLeft: `4px solid ${accent}`,
                  backgroundImage: `linear-gradient(90deg, ${alpha(accent, 0.07)}, transparent 50%)`,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 240 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                    <Typography sx={{ fontWeight: 700 }}>{c.title}</Typography>
                    <Chip size="small" label={when(w, now)} sx={{ fontFamily: fonts.mono, fontWeight: 700, color: accent, bgcolor: alpha(accent, 0.12) }} />
                  </Box>
                  <Typography variant="body2" color="textSecondary">
                    {w.from}
                    {w.emailSubject ? ` · “${w.emailSubject}”` : ''}
                  </Typography>
                  {c.sourceQuote && (
                    <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', color: 'text.secondary' }}>
                      “{c.sourceQuote}”
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {c.email && (
                    <Button
                      size="small"
                      color="inherit"
                      startIcon={<MailOutlineIcon />}
                      component={RouterLink}
                      to={mineLink(c.email.id)}
                      sx={{ color: 'text.secondary' }}
                    >
                      Open mail
                    </Button>
                  )}
                  {w.late && (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={busyId === c.id ? <CircularProgress size={14} color="inherit" aria-hidden /> : <NotificationsActiveIcon />}
                      disabled={nudging}
                      onClick={() => startNudge(c.id)}
                      onMouseEnter={preloadComposeDialog}
                    >
                      Nudge
                    </Button>
                  )}
                </Box>
              </Card>
            );
          })}
        </Box>
      )}
      <LazyComposeDialog
        open={!!draft}
        draftId={draft?.id ?? null}
        replyTo={draft?.replyTo ?? null}
        onClose={() => {
          setDraft(null);
          setFetchKey((k) => k + 1);
        }}
      />
    </Page>
  );
}

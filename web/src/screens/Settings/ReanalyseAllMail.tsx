import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery, requestSubscription } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReanalyseAllMail_query$key } from '../../__generated__/ReanalyseAllMail_query.graphql';
import type { ReanalyseAllMail_progress$key } from '../../__generated__/ReanalyseAllMail_progress.graphql';
import type { ReanalyseAllMailProgressQuery } from '../../__generated__/ReanalyseAllMailProgressQuery.graphql';
import type { ReanalyseAllMailProgressSubscription } from '../../__generated__/ReanalyseAllMailProgressSubscription.graphql';
import { useToast } from '../../components/Toasts';
import { fullDate } from '../../components/mail/format';
import { useReanalyzeAll } from '../../mutations/useReanalyzeAll';
import { useCoalesced } from '../../relay/useSyncProgress';
import { colors, fonts } from '../../theme';

/** The figures come live over the analysisProgress subscription; this reading again is the fallback should it drop. */
export const REANALYSIS_POLL_MS = 10_000;

const progressQuery = graphql`
  query ReanalyseAllMailProgressQuery {
    ...ReanalyseAllMail_query
    analysisProgress {
      inProgress
    }
  }
`;

/** The run's figures: read with the page, and again from each pushed event. */
const progressFragment = graphql`
  fragment ReanalyseAllMail_progress on AnalysisProgress {
    inProgress
    total
    done
    pending
    failed
    startedAt
    finishedAt
  }
`;

const progressSubscription = graphql`
  subscription ReanalyseAllMailProgressSubscription {
    analysisProgress {
      ...ReanalyseAllMail_progress
    }
  }
`;

const count = (n: number) => n.toLocaleString('en-US');
const emails = (n: number) => `${count(n)} ${n === 1 ? 'email' : 'emails'}`;

/** "about 3 min left" from the pace seen on this page (null until there is one). */
function timeLeft(samples: { at: number; done: number }[], remaining: number): string | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 4000 || last.done <= first.done || remaining <= 0) return null;
  const seconds = (remaining * (last.at - first.at)) / (last.done - first.done) / 1000;
  if (seconds < 60) return 'less than a minute left';
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  const hours = seconds / 3600;
  return `about ${hours < 10 ? hours.toFixed(1).replace(/\.0$/, '') : Math.round(hours)} h left`;
}

/**
 * Settings › AI analysis: re-analyse all mail, after a confirmation, with the run's
 * progress from the server (so it is still there after a reload or in another tab),
 * pushed as it moves and read again every ten seconds while it runs in case the push drops.
 */
export function ReanalyseAllMail({ query }: { query: ReanalyseAllMail_query$key }) {
  const data = useFragment(
    graphql`
      fragment ReanalyseAllMail_query on Query {
        analysisProgress {
          ...ReanalyseAllMail_progress
        }
        mailStats {
          totalEmails
        }
      }
    `,
    query,
  );
  const progress = useFragment<ReanalyseAllMail_progress$key>(progressFragment, data.analysisProgress);
  const totalEmails = data.mailStats.totalEmails;
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const [start, starting] = useReanalyzeAll();
  const [confirming, setConfirming] = useState(false);
  const refresh = useCoalesced(() => fetchQuery<ReanalyseAllMailProgressQuery>(environment, progressQuery, {}, { fetchPolicy: 'network-only' }).toPromise());

  useEffect(() => {
    const live = requestSubscription<ReanalyseAllMailProgressSubscription>(environment, {
      subscription: progressSubscription,
      variables: {},
      // Each event is stored under the subscription's own root: link it where this screen's fragment reads.
      updater: (store) => {
        const fresh = store.getRootField('analysisProgress');
        if (fresh) store.getRoot().setLinkedRecord(fresh, 'analysisProgress');
      },
      onError: () => undefined, // the reading again below carries on
    });
    return () => live.dispose();
  }, [environment]);

  useEffect(() => {
    if (!progress.inProgress) return;
    const timer = window.setInterval(() => void refresh(), REANALYSIS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [progress.inProgress, refresh]);

  // The pace of this run as seen here, for the time left.
  const samples = useRef<{ at: number; done: number }[]>([]);
  useEffect(() => {
    if (!progress.inProgress) {
      samples.current = [];
      return;
    }
    samples.current = [...samples.current, { at: Date.now(), done: progress.done }].slice(-30);
  }, [progress.inProgress, progress.done]);

  // A run seen going on this page says when it is over.
  const sawRunning = useRef(progress.inProgress);
  useEffect(() => {
    if (progress.inProgress) {
      sawRunning.current = true;
      return;
    }
    if (!sawRunning.current || !progress.finishedAt) return;
    sawRunning.current = false;
    toast(
      progress.failed
        ? {
            title: 'Re-analysis finished',
            description: `${emails(progress.total - progress.failed)} analysed again; ${emails(progress.failed)} could not be and will be tried on the next run.`,
            variant: 'destructive',
          }
        : { title: 'Re-analysis complete', description: `All ${emails(progress.total)} analysed again: scores and reasons are up to date.` },
    );
  }, [progress.inProgress, progress.finishedAt, progress.failed, progress.total, toast]);

  const confirm = async () => {
    setConfirming(false);
    try {
      const outcome = await start();
      if (!outcome.ok) {
        toast({ title: 'Re-analysis not started', description: outcome.message, variant: 'destructive' });
        return;
      }
      // A small mailbox may be done before the figures arrive: its end is announced all the same.
      if (outcome.data.queued > 0) sawRunning.current = true;
      const fresh = await fetchQuery<ReanalyseAllMailProgressQuery>(environment, progressQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined);
      if (outcome.data.queued > 0) {
        if (!fresh || fresh.analysisProgress.inProgress)
          toast({
            title: 'Re-analysis started',
            description: `${emails(outcome.data.queued)} queued. It carries on in the background if you leave this page.`,
          });
      } else if (!fresh?.analysisProgress.inProgress) {
        toast({ title: 'Nothing to re-analyse', description: 'Connect a mailbox or import an archive first.' });
      }
    } catch {
      toast({ title: 'Re-analysis not started', description: 'Check your connection and try again.', variant: 'destructive' });
    }
  };

  const running = progress.inProgress;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const left = running ? timeLeft(samples.current, progress.total - progress.done) : null;

  return (
    <Box sx={{ display: 'grid', gap: 1.25, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} id="reanalyse-title">
            Re-analyse all mail
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {totalEmails
              ? `Read all ${emails(totalEmails)} again with the current analyzer, and who you are now (your addresses, who you write to).`
              : 'Nothing to analyse yet: connect a mailbox or import an archive.'}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={starting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AutorenewIcon />}
          onClick={() => setConfirming(true)}
          disabled={running || starting || !totalEmails}
          aria-describedby="reanalyse-title"
        >
          {starting ? 'STARTING...' : running ? 'RE-ANALYSING...' : 'RE-ANALYSE ALL MAIL'}
        </Button>
      </Box>

      {(starting || running) && (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 0.75 }} data-testid="reanalysis-progress">
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
              {running ? `Re-analysing ${count(progress.done)} of ${emails(progress.total)}…` : 'Queuing your mail for analysis…'}
            </Typography>
            {running && (
              <Typography variant="body2" sx={{ fontFamily: fonts.mono, fontWeight: 700, color: colors.gold }}>
                {percent}%
              </Typography>
            )}
          </Box>
          <LinearProgress
            variant={running ? 'determinate' : 'indeterminate'}
            value={running ? percent : undefined}
            aria-label="Re-analysis progress"
            aria-valuetext={running ? `${count(progress.done)} of ${emails(progress.total)}` : 'Queuing'}
            sx={{ height: 8, borderRadius: 4 }}
          />
          {running && (
            <Typography variant="caption" color="textSecondary">
              {left ? `${left.charAt(0).toUpperCase()}${left.slice(1)}. ` : ''}
              {progress.failed ? `${emails(progress.failed)} could not be analysed. ` : ''}
              You can leave this page: it carries on in the background.
            </Typography>
          )}
        </Box>
      )}

      {!starting && !running && progress.finishedAt && progress.total > 0 && (
        <Typography variant="body2" color="textSecondary" data-testid="reanalysis-last" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <CheckCircleIcon sx={{ fontSize: 16, color: progress.failed ? colors.orange : colors.emerald }} aria-hidden />
          <span>
            Last re-analysis: {emails(progress.total)}, finished {fullDate(progress.finishedAt)}
            {progress.failed ? ` (${count(progress.failed)} could not be analysed)` : ''}.
          </span>
        </Typography>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="sm" fullWidth aria-labelledby="reanalyse-dialog-title">
        <DialogTitle id="reanalyse-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <AutorenewIcon sx={{ color: colors.gold }} />
          Re-analyse all your mail?
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>
            Nugget reads all {emails(totalEmails)} again and replaces their scores, categories, summaries and the reasons behind each score.
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Open commitments are mined afresh; commitments you completed or turned into todos stay as they are, and so does your XP. It runs in the background
            and you can keep using Nugget meanwhile.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={() => setConfirming(false)} color="inherit" sx={{ color: 'text.secondary' }}>
            Cancel
          </Button>
          <Button variant="contained" startIcon={<AutorenewIcon />} onClick={() => void confirm()} autoFocus>
            RE-ANALYSE {count(totalEmails)} {totalEmails === 1 ? 'EMAIL' : 'EMAILS'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

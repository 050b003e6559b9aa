import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery, graphql } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RetentionSettingPreviewQuery, RetentionSettingPreviewQuery$data } from '../../__generated__/RetentionSettingPreviewQuery.graphql';
import { useToast } from '../../components/Toasts';
import { useSetDataRetention } from '../../mutations/useSetDataRetention';

const previewQuery = graphql`
  query RetentionSettingPreviewQuery($days: Int!) {
    retentionPreview(days: $days) {
      __typename
      ... on QueryRetentionPreviewSuccess {
        preview {
          days
          emails
          oldestStoredAt
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

type Preview = { days: number; emails: number; oldestStoredAt: string | null };

/** The windows offered (the spec's displayed 90 days among them); a saved custom one is listed too. */
const CHOICES = [30, 90, 180, 365, 730, 1825];
const OFF = 'off';

const windowLabel = (days: number) => (days % 365 === 0 ? `${days / 365} ${days === 365 ? 'year' : 'years'} (${days} days)` : `${days} days`);
const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Data retention: off until the user chooses a window. Choosing one shows what it would
 * delete now (mail Nugget stored longer ago than the window), and saving asks to confirm.
 */
export function RetentionSetting({ saved }: { saved: number | null }) {
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const [save, saving] = useSetDataRetention();
  const [choice, setChoice] = useState<string>(saved === null ? OFF : String(saved));
  const [preview, setPreview] = useState<{ days: number; result: Preview | null; error: string | null } | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => setChoice(saved === null ? OFF : String(saved)), [saved]);

  const days = choice === OFF ? null : Number(choice);
  const changed = days !== saved;

  // The preview of the chosen window, asked for whenever the choice changes.
  useEffect(() => {
    if (days === null || !changed) {
      setPreview(null);
      return;
    }
    let live = true;
    setPreview({ days, result: null, error: null });
    fetchQuery<RetentionSettingPreviewQuery>(environment, previewQuery, { days }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data?: RetentionSettingPreviewQuery$data) => {
        if (!live) return;
        const r = data?.retentionPreview;
        if (r?.__typename === 'QueryRetentionPreviewSuccess') setPreview({ days, result: r.preview, error: null });
        else setPreview({ days, result: null, error: r && 'message' in r ? (r.message ?? 'No preview') : 'No preview' });
      })
      .catch(() => live && setPreview({ days, result: null, error: 'The preview could not be loaded. Check your connection.' }));
    return () => {
      live = false;
    };
  }, [days, changed, environment]);

  const ready = days === null || (preview?.days === days && !!preview.result);

  const commit = async () => {
    try {
      const outcome = await save(days);
      if (outcome.ok) {
        setConfirming(false);
        toast({
          title: days === null ? 'Retention Off' : 'Retention Saved',
          description: days === null ? 'Nugget keeps all your mail.' : `Mail Nugget stored more than ${days} days ago is deleted at the next daily run.`,
        });
      } else {
        toast({ title: 'Retention Not Saved', description: Object.values(outcome.fieldErrors)[0] ?? outcome.message, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Retention Not Saved', description: 'Check your connection and try again.', variant: 'destructive' });
    }
  };

  const options = [...new Set([...CHOICES, ...(saved !== null ? [saved] : [])])].sort((a, b) => a - b);
  const deletes = preview?.result?.emails ?? 0;

  return (
    <Box data-testid="retention" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor="retention-window" sx={{ fontWeight: 600, flex: 1 }}>
          Data retention
        </Typography>
        <Chip
          label={saved === null ? 'OFF' : `${saved} DAYS`}
          color={saved === null ? 'default' : 'primary'}
          variant="outlined"
          size="small"
          data-testid="retention-saved"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          id="retention-window"
          size="small"
          select
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-describedby': 'retention-rule' } }}
          sx={{ minWidth: 240 }}
        >
          <option value={OFF}>Off: keep all my mail</option>
          {options.map((d) => (
            <option key={d} value={String(d)}>
              Delete after {windowLabel(d)}
            </option>
          ))}
        </TextField>
        {changed && (
          <Button variant="outlined" disabled={!ready || saving} onClick={() => (days === null ? void commit() : setConfirming(true))}>
            {days === null ? 'TURN OFF' : 'SAVE RETENTION'}
          </Button>
        )}
      </Box>
      {changed && days !== null && (
        <Typography data-testid="retention-preview" role="status" variant="body2" sx={{ color: deletes ? 'warning.main' : 'text.secondary' }}>
          {!preview?.result && !preview?.error && 'Counting the mail this window would delete…'}
          {preview?.error}
          {preview?.result &&
            (deletes
              ? `Saving deletes ${plural(deletes, 'email')} that Nugget stored more than ${days} days ago${preview.result.oldestStoredAt ? ` (the oldest stored ${day(preview.result.oldestStoredAt)})` : ''}.`
              : `Saving deletes nothing now: Nugget stored all your mail within the last ${days} days.`)}
        </Typography>
      )}
      <Typography id="retention-rule" variant="body2" color="textSecondary">
        {saved === null
          ? 'Off: Nugget keeps all your mail until you delete it. '
          : `Every day, mail that Nugget stored more than ${saved} days ago is deleted from Nugget: the message, its attachments and its analysis. `}
        The window counts from the day Nugget stored each mail, not the date it was sent, so an imported archive stays for the whole window. Commitments, todos,
        XP and calendar events mined from deleted mail stay. Nothing is deleted at your mail provider.
      </Typography>

      <Dialog open={confirming} onClose={() => !saving && setConfirming(false)} aria-labelledby="retention-confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="retention-confirm-title">{deletes ? `Delete ${plural(deletes, 'email')}?` : `Keep mail ${days} days?`}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">
            {deletes
              ? `A ${days}-day window deletes the ${plural(deletes, 'email')} Nugget stored more than ${days} days ago, at the next daily run, with their attachments and analysis. This cannot be undone.`
              : `Nothing is deleted now. From now on, mail Nugget has stored for more than ${days} days is deleted every day.`}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={saving} color="inherit">
            Cancel
          </Button>
          <Button
            variant="contained"
            color={deletes ? 'error' : 'primary'}
            onClick={() => void commit()}
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {deletes ? `DELETE ${deletes.toLocaleString()} ${deletes === 1 ? 'EMAIL' : 'EMAILS'} AND SAVE` : 'SAVE WINDOW'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import GoogleIcon from '@mui/icons-material/Google';
import LockResetIcon from '@mui/icons-material/LockReset';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { SectionCard } from '../../components/SectionCard';
import { GMAIL_AUTH_URL } from '../../components/accounts/providers';
import { useToast } from '../../components/Toasts';
import { useRotateCalendarFeed } from '../../mutations/useRotateCalendarFeed';
import { colors } from '../../theme';

/** Copies text; falls back to selecting the field when the clipboard API is unavailable. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/** The secret iCalendar link: copy it, open it in a calendar app, or replace it. */
export function CalendarFeedCard({ url }: { url: string }) {
  const { toast } = useToast();
  const [rotate, rotating] = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const webcal = url.replace(/^https?:/, 'webcal:');

  const onCopy = async () => {
    const ok = await copyText(url, input.current);
    toast(
      ok
        ? { title: 'Link Copied', description: 'Paste it into your calendar app as a new calendar from URL.' }
        : { title: 'Copy Failed', description: 'Select the link and copy it by hand.', variant: 'destructive' },
    );
  };

  const onRotate = async () => {
    try {
      await rotate();
      setConfirming(false);
      toast({ title: 'New Link Generated', description: 'The old link has stopped working. Subscribe your calendar apps to the new one.' });
    } catch {
      toast({ title: 'Link Not Changed', description: 'The link could not be replaced. Try again.', variant: 'destructive' });
    }
  };

  return (
    <>
      <SectionCard title="SUBSCRIBE" icon={<RssFeedIcon />}>
        <Box sx={{ display: 'grid', gap: 1.75 }}>
          <Typography variant="body2" color="textSecondary">
            Every event you add appears in any calendar app that subscribes to this private link (iCalendar feed): Apple Calendar, Outlook, Thunderbird, Google
            Calendar.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              value={url}
              inputRef={input}
              onFocus={(e) => e.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, 'aria-label': 'Calendar feed URL', spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12.5 } },
              }}
            />
            <Button variant="outlined" onClick={onCopy} startIcon={<ContentCopyIcon />} sx={{ flexShrink: 0 }}>
              Copy
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Link href={webcal} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}>
              <OpenInNewIcon sx={{ fontSize: 16 }} /> Open in my calendar app
            </Link>
            <Button
              size="small"
              color="inherit"
              onClick={() => setConfirming(true)}
              startIcon={<LockResetIcon />}
              sx={{ color: 'text.secondary', '&:hover': { color: colors.orange } }}
            >
              Generate new link
            </Button>
          </Box>
          <Box
            sx={{ display: 'flex', gap: 1, p: 1.25, borderRadius: 2, bgcolor: alpha(colors.orange, 0.08), border: `1px solid ${alpha(colors.orange, 0.3)}` }}
          >
            <WarningAmberIcon sx={{ color: colors.orange, fontSize: 18, mt: 0.25 }} />
            <Typography variant="body2" sx={{ fontSize: 13 }}>
              Anyone with this link can read your calendar events. If it leaks, generate a new link: the old one stops working at once.
            </Typography>
          </Box>
        </Box>
      </SectionCard>

      <SectionCard title="GOOGLE CALENDAR" icon={<GoogleIcon />}>
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          <Typography variant="body2">
            If you connected Gmail and allowed calendar access on Google’s consent screen, each event you add is also written to that account’s Google Calendar,
            and carries a <strong>Google</strong> chip here.
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Without that permission, or without a Gmail account, events stay in Nugget and in the link above. Google Calendar can still show them:{' '}
            <strong>Other calendars → + → From URL</strong>, then paste the link (Google refreshes subscribed calendars on its own schedule, often every few
            hours). If a copy to Google failed, ADD TO CALENDAR on the same commitment (on the board or in the mine) tries again.
          </Typography>
          <Button component="a" href={GMAIL_AUTH_URL} size="small" startIcon={<GoogleIcon />} sx={{ justifySelf: 'start', ml: -1 }}>
            Allow calendar access
          </Button>
        </Box>
      </SectionCard>

      <Dialog
        open={confirming}
        onClose={() => !rotating && setConfirming(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="rotate-feed-title"
        aria-describedby="rotate-feed-text"
      >
        <DialogTitle id="rotate-feed-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <WarningAmberIcon sx={{ color: colors.orange }} />
          Generate a new link?
        </DialogTitle>
        <DialogContent id="rotate-feed-text">
          <Typography>
            The current link stops working immediately. Every calendar subscribed to it stops updating until you subscribe it to the new link.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={() => setConfirming(false)} disabled={rotating} color="inherit" sx={{ color: 'text.secondary' }}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={onRotate}
            disabled={rotating}
            startIcon={rotating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LockResetIcon />}
          >
            GENERATE NEW LINK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

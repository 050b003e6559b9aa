import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TransactionEmailDialog_email$key } from '../../__generated__/TransactionEmailDialog_email.graphql';
import { colors, fonts } from '../../theme';
import { mineLink } from '../../relay/ids';

interface TransactionEmailDialogProps {
  email: TransactionEmailDialog_email$key | null;
  /** What the transaction says, shown under the email for comparison. */
  caption: string;
  onClose: () => void;
}

/** The email a transaction came from: who, when, what it said — and the way to it in the mine. */
export function TransactionEmailDialog({ email, caption, onClose }: TransactionEmailDialogProps) {
  const e = useFragment(
    graphql`
      fragment TransactionEmailDialog_email on Email {
        id
        subject
        from {
          name
          email
        }
        receivedAt
        summary
        snippet
      }
    `,
    email,
  );
  return (
    <Dialog
      open={!!e}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="transaction-email-title"
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } }}
    >
      {e && (
        <>
          <DialogTitle id="transaction-email-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pr: 3 }}>
            <MailOutlineIcon sx={{ color: colors.gold, flexShrink: 0 }} />
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {e.subject || '(no subject)'}
            </Box>
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="body2" color="textSecondary">
              {e.from ? (
                <>
                  From <strong>{e.from.name || e.from.email}</strong>
                  {e.from.name && ` <${e.from.email}>`}
                </>
              ) : (
                'Unknown sender'
              )}
              {' · '}
              {new Date(e.receivedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </Typography>
            {e.summary && <Typography>{e.summary}</Typography>}
            {e.snippet && (
              <Typography variant="body2" sx={{ color: 'text.secondary', borderLeft: `3px solid ${colors.line}`, pl: 1.5, whiteSpace: 'pre-line' }}>
                {e.snippet}
              </Typography>
            )}
            <Typography variant="body2" sx={{ fontFamily: fonts.mono, fontSize: 12.5, color: colors.goldLight }}>
              Recorded as: {caption}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button onClick={onClose} color="inherit" sx={{ color: 'text.secondary' }}>
              Close
            </Button>
            <Button variant="contained" component={RouterLink} to={mineLink(e.id)} endIcon={<OpenInNewIcon />}>
              OPEN IN MINE
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

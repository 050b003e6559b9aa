import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { DigestPreviewQuery } from '../../__generated__/DigestPreviewQuery.graphql';
import type { DigestPreviewSendMutation } from '../../__generated__/DigestPreviewSendMutation.graphql';
import { useToast } from '../../components/Toasts';

function Preview({ fetchKey, onSent }: { fetchKey: number; onSent: () => void }) {
  const data = useLazyLoadQuery<DigestPreviewQuery>(
    graphql`
      query DigestPreviewQuery {
        digestPreview {
          subject
          html
          day
          lastSentAt
          lastVia
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [send, sending] = useMutation<DigestPreviewSendMutation>(graphql`
    mutation DigestPreviewSendMutation {
      sendDigestNow {
        __typename
        ... on MutationSendDigestNowSuccess {
          sent {
            subject
            via
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            message
          }
        }
      }
    }
  `);
  const { toast } = useToast();
  const p = data.digestPreview;
  const sendNow = () =>
    send({
      variables: {},
      onCompleted: ({ sendDigestNow: r }) => {
        if (r.__typename === 'MutationSendDigestNowSuccess') {
          toast({ title: 'Digest sent', description: `“${r.sent.subject}” went out through ${r.sent.via.replace(/^(smtp|account):/, '')}.` });
          onSent();
        } else if (r.__typename === 'ValidationError') {
          toast({ title: 'Digest not sent', description: r.fieldErrors[0]?.message ?? r.message, variant: 'destructive' });
        }
      },
      onError: () => void toast({ title: 'Digest not sent', description: 'Check your connection and try again.', variant: 'destructive' }),
    });
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }} data-testid="digest-subject">
          <strong>{p.subject}</strong>
          <br />
          <Typography component="span" variant="body2" color="textSecondary">
            {p.lastSentAt
              ? `Last sent ${new Date(String(p.lastSentAt)).toLocaleString()} through ${String(p.lastVia ?? '').replace(/^(smtp|account):/, '')}`
              : 'Not sent yet'}
          </Typography>
        </Typography>
        <Button
          variant="contained"
          size="small"
          onClick={sendNow}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <SendIcon />}
        >
          Send now
        </Button>
      </Box>
      <Box
        component="iframe"
        title="Daily digest preview"
        // No scripts, no navigation: the digest is our own HTML, shown as the mail would be.
        sandbox=""
        srcDoc={p.html}
        sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#f4f1ea' }}
      />
    </Box>
  );
}

/** Settings: the daily digest as it would be mailed now, and "Send now". */
export function DigestPreview() {
  const [open, setOpen] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Digest preview</Typography>
          <Typography variant="body2" color="textSecondary">
            At 07:00 in your time zone: due today and overdue, late promises to you, new nuggets, money, your streak.
          </Typography>
        </Box>
        <Button size="small" onClick={() => (open ? setFetchKey((k) => k + 1) : setOpen(true))} startIcon={open ? <RefreshIcon /> : undefined}>
          {open ? 'Refresh' : 'Show preview'}
        </Button>
      </Box>
      {open && (
        <Suspense fallback={<CircularProgress size={20} aria-label="Loading the digest preview..." />}>
          <Preview fetchKey={fetchKey} onSent={() => setFetchKey((k) => k + 1)} />
        </Suspense>
      )}
    </Box>
  );
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import CloseIcon from '@mui/icons-material/Close';
import type { EnhancedEmailDetailQuery } from '../../__generated__/EnhancedEmailDetailQuery.graphql';
import { useUpdateEmailFlags } from '../../mutations/useUpdateEmailFlags';
import { refreshMailStats } from '../../relay/accounts';
import { ariaKeys, withShortcut } from '../../keyboard/keymap';
import { colors, fonts } from '../../theme';
import { useToast } from '../Toasts';
import { AttachmentList } from './AttachmentList';
import { ComposeActions } from './ComposeActions';
import { EmailMoreMenu } from './EmailMoreMenu';
import { EmailAnalysis } from './EmailAnalysis';
import { EmailBody } from './EmailBody';
import { EmailCommitments } from './EmailCommitments';
import { formatAddress, fullDate, senderName, type Address } from './format';
import { PaneErrorBoundary, PaneLoading } from './PaneErrorBoundary';
import { ScoreBadge } from './ScoreBadge';
import { SenderAvatar } from './SenderAvatar';

type TabKey = 'email' | 'analysis' | 'commitments' | 'files';

interface EnhancedEmailDetailProps {
  emailId: string;
  onClose: () => void;
  /** After Archive: the list drops the email, the caller closes the detail. */
  onArchived?: (id: string) => void;
}

/** The enhanced email detail, with its loading ('Loading email...') and error ('Failed to load email') states. */
export function EnhancedEmailDetail(props: EnhancedEmailDetailProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PaneErrorBoundary key={`${props.emailId}:${attempt}`} message="Failed to load email" onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<PaneLoading text="Loading email..." />}>
        <DetailContent {...props} fetchKey={attempt} />
      </Suspense>
    </PaneErrorBoundary>
  );
}

function Line({ label, list }: { label: string; list: readonly Address[] }) {
  if (!list.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 13 }}>
      <Typography component="span" sx={{ width: 40, flexShrink: 0, fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary', pt: '1px' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {list.map(formatAddress).join(', ')}
      </Typography>
    </Box>
  );
}

function TabLabel({ text, count }: { text: string; count?: number }) {
  return count ? (
    <Badge badgeContent={count} color="primary" sx={{ '& .MuiBadge-badge': { right: -12, top: 2, fontSize: 10, height: 16, minWidth: 16 } }}>
      {text}
    </Badge>
  ) : (
    text
  );
}

function DetailContent({ emailId, onClose, onArchived, fetchKey }: EnhancedEmailDetailProps & { fetchKey: number }) {
  const data = useLazyLoadQuery<EnhancedEmailDetailQuery>(
    graphql`
      query EnhancedEmailDetailQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on Email {
            id
            subject
            isStarred
            from {
              name
              email
            }
            to {
              name
              email
            }
            cc {
              name
              email
            }
            receivedAt
            isRead
            textBody
            htmlBody
            remoteImagesAllowed
            nuggetScore
            commitmentCount
            attachments {
              id
              filename
              size
              mimeType
              downloadUrl
            }
            sources {
              account {
                email
              }
            }
            ...EmailAnalysis_email @alias
            ...EmailCommitments_email @alias
          }
        }
      }
    `,
    { id: emailId },
    { fetchPolicy: fetchKey ? 'network-only' : 'store-or-network', fetchKey },
  );
  const [tab, setTab] = useState<TabKey>('email');
  const [updateFlags, archiving] = useUpdateEmailFlags();
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const markedRead = useRef<string | null>(null);

  const email = data.node?.__typename === 'Email' ? data.node : null;
  const id = email?.id;
  const unread = email ? !email.isRead : false;
  useEffect(() => {
    if (!id || !unread || markedRead.current === id) return;
    markedRead.current = id;
    updateFlags([id], 'MARK_READ')
      .then(() => refreshMailStats(environment))
      .catch(() => undefined);
  }, [id, unread, updateFlags, environment]);

  if (!email || !email.id) throw new Error('This email does not exist or is no longer in your mailbox.');

  const archive = async () => {
    try {
      const outcome = await updateFlags([email.id!], 'ARCHIVE');
      if (!outcome.ok) throw new Error(outcome.message);
      toast({ title: 'Archived', description: 'The email left your list.' });
      void refreshMailStats(environment);
      onArchived?.(email.id!);
    } catch {
      toast({ title: 'Archive failed', description: 'Unable to archive this email right now.', variant: 'destructive' });
    }
  };

  const attachments = email.attachments ?? [];
  let panel: ReactNode;
  if (tab === 'email')
    panel = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Line label="From" list={email.from ? [email.from] : []} />
          <Line label="To" list={email.to ?? []} />
          <Line label="CC" list={email.cc ?? []} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Typography component="span" sx={{ width: 40, flexShrink: 0, fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary' }}>
              Date
            </Typography>
            <Typography component="time" dateTime={email.receivedAt} sx={{ fontSize: 13 }}>
              {fullDate(email.receivedAt!)}
            </Typography>
          </Box>
        </Box>
        <EmailBody
          html={email.htmlBody}
          text={email.textBody ?? ''}
          title={`Body of ${email.subject || 'the email'}`}
          sender={email.from?.email}
          remoteImagesAllowed={email.remoteImagesAllowed}
        />
      </Box>
    );
  else if (tab === 'analysis') panel = email.EmailAnalysis_email && <EmailAnalysis email={email.EmailAnalysis_email} />;
  else if (tab === 'commitments') panel = email.EmailCommitments_email && <EmailCommitments email={email.EmailCommitments_email} variant="enhanced" />;
  else
    panel =
      attachments.length > 0 ? (
        <AttachmentList attachments={attachments} />
      ) : (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          No files attached to this email.
        </Typography>
      );

  return (
    <Box component="article" aria-label={email.subject || '(no subject)'} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ p: { xs: 2, md: 2.5 }, pb: 0, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <SenderAvatar address={email.from} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {email.subject || '(no subject)'}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
              {senderName(email.from)} · {fullDate(email.receivedAt!)}
              {email.sources?.[0] ? ` · ${email.sources[0].account.email}` : ''}
            </Typography>
          </Box>
          {email.nuggetScore != null && <ScoreBadge score={email.nuggetScore} size="large" />}
          <Tooltip describeChild title={withShortcut('Back to the list', 'back')}>
            <IconButton aria-label="Close email" aria-keyshortcuts={ariaKeys('back')} onClick={onClose} size="small" sx={{ border: 1, borderColor: 'divider' }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <ComposeActions emailId={email.id} />
          <Tooltip describeChild title={withShortcut('Archive', 'archive')}>
            <span>
              <Button
                size="small"
                variant="outlined"
                startIcon={<ArchiveIcon />}
                onClick={() => void archive()}
                disabled={archiving}
                aria-keyshortcuts={ariaKeys('archive')}
              >
                Archive
              </Button>
            </span>
          </Tooltip>
          <EmailMoreMenu starred={!!email.isStarred} />
        </Box>
        <Tabs
          value={tab}
          onChange={(_, v: TabKey) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Email sections"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            minHeight: 42,
            '& .MuiTab-root': { minHeight: 42, fontSize: 12.5, pr: 3 },
            '& .Mui-selected': { color: `${colors.gold} !important` },
          }}
        >
          <Tab value="email" label="Email" />
          <Tab value="analysis" label="AI Analysis" />
          <Tab value="commitments" label={<TabLabel text="Commitments" count={email.commitmentCount} />} />
          <Tab value="files" label={<TabLabel text="Files" count={attachments.length} />} />
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-label={tab} sx={{ p: { xs: 2, md: 2.5 } }}>
        {panel}
      </Box>
    </Box>
  );
}

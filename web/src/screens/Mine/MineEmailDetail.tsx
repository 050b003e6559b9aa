import { useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveIcon from '@mui/icons-material/Archive';
import DownloadIcon from '@mui/icons-material/Download';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { MineEmailDetailQuery } from '../../__generated__/MineEmailDetailQuery.graphql';
import { ComposeActions } from '../../components/mail/ComposeActions';
import { EmailCommitments } from '../../components/mail/EmailCommitments';
import { useToast } from '../../components/Toasts';
import { useUpdateEmailFlags, type EmailFlagOperation } from '../../mutations/useUpdateEmailFlags';
import { refreshMailStats } from '../../relay/accounts';
import { MineDetailView } from './MineDetailView';

/** The selected email of the mine, with its commitments; opening an unread email marks it read. */
export function MineEmailDetail({ emailId, onArchived }: { emailId: string; onArchived: (id: string) => void }) {
  const data = useLazyLoadQuery<MineEmailDetailQuery>(
    graphql`
      query MineEmailDetailQuery($id: ID!) {
        node(id: $id) {
          ... on Email {
            id
            subject
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
            isStarred
            isArchived
            textBody
            htmlBody
            remoteImagesAllowed
            nuggetScore
            priority
            category
            company
            summary
            rawUrl
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
            ...EmailCommitments_email @alias
          }
        }
      }
    `,
    { id: emailId },
    { fetchPolicy: 'store-or-network' },
  );
  const email = data.node;
  const environment = useRelayEnvironment();
  const [updateFlags] = useUpdateEmailFlags();
  const { toast } = useToast();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const markedRead = useRef<string | null>(null);

  const id = email?.id;
  const unread = email?.id ? !email.isRead : false;
  useEffect(() => {
    if (!id || !unread || markedRead.current === id) return;
    markedRead.current = id;
    updateFlags([id], 'MARK_READ')
      .then(() => refreshMailStats(environment))
      .catch(() => undefined);
  }, [id, unread, updateFlags, environment]);

  if (!email || !email.id || email.subject === undefined) throw new Error('This email no longer exists.');

  const flag = async (operation: EmailFlagOperation, done: string) => {
    setMenu(null);
    try {
      const outcome = await updateFlags([email.id!], operation);
      if (!outcome.ok) throw new Error(outcome.message);
      void refreshMailStats(environment);
      toast({ title: done });
      if (operation === 'ARCHIVE') onArchived(email.id!);
    } catch {
      toast({ title: 'Update failed', description: 'Unable to change this email right now.', variant: 'destructive' });
    }
  };

  return (
    <MineDetailView
      email={{
        subject: email.subject,
        from: email.from,
        to: email.to ?? [],
        cc: email.cc ?? [],
        receivedAt: email.receivedAt!,
        textBody: email.textBody ?? '',
        htmlBody: email.htmlBody,
        remoteImagesAllowed: email.remoteImagesAllowed,
        nuggetScore: email.nuggetScore,
        priority: email.priority,
        category: email.category,
        company: email.company,
        summary: email.summary,
        attachments: email.attachments ?? [],
        accountEmail: email.sources?.[0]?.account.email,
      }}
      actions={
        <>
          <ComposeActions emailId={email.id} />
          <IconButton aria-label="More actions" onClick={(e) => setMenu(e.currentTarget)} size="small" sx={{ border: 1, borderColor: 'divider' }}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => void flag('MARK_UNREAD', 'Marked unread')}>
              <ListItemIcon>
                <MarkEmailUnreadIcon fontSize="small" />
              </ListItemIcon>
              Mark as unread
            </MenuItem>
            <MenuItem onClick={() => void flag(email.isStarred ? 'UNSTAR' : 'STAR', email.isStarred ? 'Star removed' : 'Starred')}>
              <ListItemIcon>{email.isStarred ? <StarBorderIcon fontSize="small" /> : <StarIcon fontSize="small" />}</ListItemIcon>
              {email.isStarred ? 'Remove star' : 'Star'}
            </MenuItem>
            <MenuItem onClick={() => void flag('ARCHIVE', 'Archived')}>
              <ListItemIcon>
                <ArchiveIcon fontSize="small" />
              </ListItemIcon>
              Archive
            </MenuItem>
            <MenuItem component="a" href={email.rawUrl} download onClick={() => setMenu(null)}>
              <ListItemIcon>
                <DownloadIcon fontSize="small" />
              </ListItemIcon>
              Download original (.eml)
            </MenuItem>
          </Menu>
        </>
      }
      commitments={email.EmailCommitments_email && <EmailCommitments email={email.EmailCommitments_email} variant="mine" />}
    />
  );
}

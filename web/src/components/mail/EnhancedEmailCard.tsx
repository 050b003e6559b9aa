import { memo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import StarIcon from '@mui/icons-material/Star';
import type { EnhancedEmailCard_email$key } from '../../__generated__/EnhancedEmailCard_email.graphql';
import { colors, fonts, priorityColor } from '../../theme';
import { bodyPreview, relativeTime, senderName } from './format';
import { CardLabels } from './LabelChips';
import { BADGE_THRESHOLD, ScoreBadge, Tag } from './ScoreBadge';
import { SenderAvatar } from './SenderAvatar';

interface Props {
  email: EnhancedEmailCard_email$key;
  /** Label names (the REST list's; the category alone when it is not known). */
  labels: readonly string[];
  selected: boolean;
  active: boolean;
  /** The keyboard cursor is on this row (j/k): outlined so it can be seen. */
  cursor?: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  /** The pointer or the focus is on the row: its detail may be read ahead. */
  onPreview?: (id: string) => void;
}

/** One email of the enhanced list: priority colour, score badge, labels, time, commitments, attachment icon. */
export const EnhancedEmailCard = memo(function EnhancedEmailCard({ email: key, labels, selected, active, cursor = false, onToggle, onOpen, onPreview }: Props) {
  const e = useFragment(
    graphql`
      fragment EnhancedEmailCard_email on Email {
        id
        subject
        from {
          name
          email
        }
        receivedAt
        snippet
        summary
        isRead
        isStarred
        hasAttachments
        priority
        nuggetScore
        commitmentCount
        actionRequired
      }
    `,
    key,
  );
  const unread = !e.isRead;
  const color = priorityColor(e.priority ?? 'low');
  const subject = e.subject || '(no subject)';
  return (
    <Box
      component="li"
      aria-label={subject}
      data-email-id={e.id}
      data-cursor={cursor || undefined}
      data-priority={e.priority ?? undefined}
      data-unread={unread || undefined}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        pl: 0.5,
        pr: 1.5,
        py: 1,
        borderRadius: 2.5,
        border: 1,
        borderColor: active ? alpha(colors.gold, 0.6) : selected ? alpha(colors.gold, 0.35) : 'divider',
        borderLeft: `4px solid ${color}`,
        bgcolor: active ? alpha(colors.gold, 0.08) : unread ? alpha(colors.paperRaised, 0.9) : alpha(colors.paper, 0.6),
        transition: 'border-color 120ms, background-color 120ms',
        outline: cursor ? `2px solid ${alpha(colors.gold, 0.85)}` : 'none',
        outlineOffset: 1,
        '&:hover': { borderColor: alpha(colors.gold, 0.45) },
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={() => onToggle(e.id)}
        slotProps={{ input: { 'aria-label': `Select ${subject}` } }}
        sx={{ mt: 0.25 }}
      />
      <ButtonBase
        disableRipple
        onClick={() => onOpen(e.id)}
        onMouseEnter={() => onPreview?.(e.id)}
        onFocus={() => onPreview?.(e.id)}
        aria-current={active ? 'true' : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.25,
          textAlign: 'left',
          borderRadius: 2,
          p: 0.5,
          '&.Mui-focusVisible': { outline: `2px solid ${colors.gold}`, outlineOffset: 1 },
        }}
      >
        <SenderAvatar address={e.from} size={34} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {unread && (
              <Box component="span" aria-label="Unread" title="Unread" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colors.gold, flexShrink: 0 }} />
            )}
            <Typography
              component="span"
              sx={{ fontWeight: unread ? 800 : 600, fontSize: 13.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={e.from?.email}
            >
              {senderName(e.from)}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {e.hasAttachments && <AttachFileIcon aria-label="Has attachments" titleAccess="Has attachments" sx={{ fontSize: 16, color: 'text.secondary' }} />}
            {e.isStarred && <StarIcon aria-label="Starred" titleAccess="Starred" sx={{ fontSize: 16, color: colors.gold }} />}
            <Typography component="time" dateTime={e.receivedAt} sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap', fontFamily: fonts.mono }}>
              {relativeTime(e.receivedAt)}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: unread ? 700 : 500, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {subject}
          </Typography>
          <Typography
            sx={{
              fontSize: 12.5,
              overflowWrap: 'anywhere',
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {e.summary || bodyPreview(e.snippet)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {e.priority && (
              <Tag color={color} title="Priority">
                {e.priority}
              </Tag>
            )}
            {e.nuggetScore != null && e.nuggetScore >= BADGE_THRESHOLD && <ScoreBadge score={e.nuggetScore} />}
            {e.actionRequired && (
              <Tag color={colors.orange} icon={<PriorityHighIcon />}>
                action
              </Tag>
            )}
            <CardLabels labels={labels} />
            {e.commitmentCount > 0 && (
              <Tag color={colors.emerald} icon={<HandshakeIcon />} title="Commitments">
                {e.commitmentCount}
              </Tag>
            )}
          </Box>
        </Box>
      </ButtonBase>
    </Box>
  );
});

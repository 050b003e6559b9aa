import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BusinessIcon from '@mui/icons-material/Business';
import HandshakeIcon from '@mui/icons-material/Handshake';
import StarIcon from '@mui/icons-material/Star';
import { BADGE_THRESHOLD, ScoreBadge, Tag } from '../../components/mail/ScoreBadge';
import { SenderAvatar } from '../../components/mail/SenderAvatar';
import { bodyPreview, localPart, relativeTime, type Address } from '../../components/mail/format';
import { colors, fonts } from '../../theme';

export interface MineRowData {
  readonly id: string;
  readonly subject: string;
  readonly from: Address | null | undefined;
  readonly receivedAt: string;
  readonly body: string;
  readonly isRead: boolean;
  readonly isStarred: boolean;
  readonly hasAttachments: boolean;
  readonly nuggetScore: number | null | undefined;
  readonly commitmentCount: number;
  readonly category: string | null | undefined;
  readonly company: string | null | undefined;
}

interface MineRowProps {
  email: MineRowData;
  selected: boolean;
  active: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
}

/** One email in the mine: sender, initials, date, subject, a 150-character preview and its badges. */
export const MineRow = memo(function MineRow({ email: e, selected, active, onToggle, onOpen }: MineRowProps) {
  const unread = !e.isRead;
  const subject = e.subject || '(no subject)';
  return (
    <Box
      component="li"
      aria-label={subject}
      data-unread={unread || undefined}
      data-starred={e.isStarred || undefined}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        pl: 0.5,
        pr: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: active ? alpha(colors.emerald, 0.1) : selected ? alpha(colors.emerald, 0.05) : 'transparent',
        boxShadow: active ? `inset 3px 0 0 ${colors.emerald}` : unread ? `inset 3px 0 0 ${alpha(colors.emerald, 0.55)}` : 'none',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: active ? alpha(colors.emerald, 0.12) : alpha(colors.text, 0.03) },
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={() => onToggle(e.id)}
        slotProps={{ input: { 'aria-label': `Select ${subject}` } }}
        sx={{ mt: 0.25, '&.Mui-checked': { color: colors.emerald } }}
      />
      <ButtonBase
        disableRipple
        onClick={() => onOpen(e.id)}
        aria-current={active ? 'true' : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.25,
          textAlign: 'left',
          borderRadius: 2,
          p: 0.5,
          '&.Mui-focusVisible': { outline: `2px solid ${colors.gold}`, outlineOffset: 1 },
          justifyContent: 'flex-start',
        }}
      >
        <SenderAvatar address={e.from} size={36} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            {unread && (
              <Box
                component="span"
                aria-label="Unread"
                title="Unread"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colors.emerald, flexShrink: 0 }}
              />
            )}
            <Typography
              component="span"
              sx={{
                fontWeight: unread ? 800 : 600,
                fontSize: 13.5,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontFamily: fonts.mono,
              }}
              title={e.from?.email}
            >
              {localPart(e.from)}
            </Typography>
            {e.isStarred && <StarIcon aria-label="Starred" titleAccess="Starred" sx={{ fontSize: 16, color: colors.gold, flexShrink: 0 }} />}
            {e.hasAttachments && (
              <AttachFileIcon aria-label="Has attachments" titleAccess="Has attachments" sx={{ fontSize: 15, color: 'text.secondary', flexShrink: 0 }} />
            )}
            <Box sx={{ flex: 1 }} />
            <Typography
              component="time"
              dateTime={e.receivedAt}
              sx={{ fontSize: 12, color: unread ? colors.emerald : 'text.secondary', whiteSpace: 'nowrap', fontWeight: unread ? 700 : 400 }}
            >
              {relativeTime(e.receivedAt)}
            </Typography>
          </Box>
          <Typography
            sx={{
              fontWeight: unread ? 700 : 500,
              fontSize: 14,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: unread ? 'text.primary' : alpha(colors.text, 0.85),
            }}
          >
            {subject}
          </Typography>
          <Typography
            data-testid="body-preview"
            sx={{
              fontSize: 12.5,
              overflowWrap: 'anywhere',
              color: 'text.secondary',
              lineHeight: 1.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {bodyPreview(e.body)}
          </Typography>
          {(e.nuggetScore != null && e.nuggetScore >= BADGE_THRESHOLD) || e.commitmentCount > 0 || e.category || e.company ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {e.nuggetScore != null && e.nuggetScore >= BADGE_THRESHOLD && <ScoreBadge score={e.nuggetScore} />}
              {e.commitmentCount > 0 && (
                <Tag color={colors.emerald} icon={<HandshakeIcon />} title="Commitments">
                  {e.commitmentCount}
                </Tag>
              )}
              {e.category && <Tag color={colors.teal}>{e.category}</Tag>}
              {e.company && (
                <Tag color={colors.purple} icon={<BusinessIcon />}>
                  {e.company}
                </Tag>
              )}
            </Box>
          ) : null}
        </Box>
      </ButtonBase>
    </Box>
  );
});

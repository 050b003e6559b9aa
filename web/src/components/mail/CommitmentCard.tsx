import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { colors, fonts, priorityColor } from '../../theme';
import { commitmentStatusColor, COMMITMENT_TYPE_LABEL } from './colors';
import { dueDate, humanize, partyLabel, percent } from './format';
import { Tag } from './ScoreBadge';

export interface CommitmentView {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly title: string;
  readonly description: string;
  readonly dueDate: string | null | undefined;
  readonly confidence: number;
  readonly priority: string;
  readonly category?: string | null;
  readonly owedBy?: string | null;
  readonly owedTo?: string | null;
  /** Stored commitments know whether the viewer owes them; the lab's unsaved results do not. */
  readonly owedByYou?: boolean | null;
  readonly sourceQuote?: string | null;
}

export const ARCHIVED_HINT = 'From mail already a month old when Nugget read it: kept here, not put on your board. Set it to Open to track it.';

/** One mined commitment: type, status colour, due date, confidence, who owes whom, the quote; actions below. */
export function CommitmentCard({ commitment: c, actions, statusControl }: { commitment: CommitmentView; actions?: ReactNode; statusControl?: ReactNode }) {
  const statusColor = commitmentStatusColor(c.status);
  const type = COMMITMENT_TYPE_LABEL[c.type] ?? { label: humanize(c.type).toUpperCase(), color: colors.gold };
  return (
    <Box
      component="article"
      aria-label={c.title}
      data-status={c.status}
      sx={{
        p: 1.75,
        borderRadius: 2.5,
        border: 1,
        borderColor: alpha(statusColor, 0.35),
        borderLeft: `4px solid ${statusColor}`,
        bgcolor: alpha(colors.bgDeep, 0.55),
        display: 'grid',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Tag color={type.color}>{type.label}</Tag>
        {statusControl ?? (
          <Tag color={statusColor} title={c.status === 'archived' ? ARCHIVED_HINT : 'Status'}>
            {humanize(c.status)}
          </Tag>
        )}
        <Tag color={priorityColor(c.priority)} title="Priority">
          {c.priority}
        </Tag>
        {c.category && <Tag color={colors.grey}>{c.category}</Tag>}
        <Box sx={{ flex: 1 }} />
        <Typography component="span" title="Confidence" sx={{ fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary' }}>
          {percent(c.confidence)} confidence
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, fontSize: 14.5, lineHeight: 1.4 }}>
        {c.title}
      </Typography>
      {c.description && c.description !== c.title && (
        <Typography variant="body2" color="textSecondary">
          {c.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', fontSize: 12.5 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: c.dueDate ? 'text.primary' : 'text.secondary' }}>
          <EventIcon sx={{ fontSize: 15, color: c.dueDate ? statusColor : 'inherit' }} />
          {c.dueDate ? `Due ${dueDate(c.dueDate)}` : 'No due date'}
        </Box>
        {(c.owedBy || c.owedTo) && (
          <Box component="span" data-testid="commitment-party">
            {partyLabel(c)}
          </Box>
        )}
      </Box>
      {c.sourceQuote && (
        <Box
          component="blockquote"
          sx={{
            m: 0,
            pl: 1.25,
            borderLeft: `2px solid ${alpha(colors.gold, 0.4)}`,
            color: 'text.secondary',
            fontSize: 13,
            fontStyle: 'italic',
            display: 'flex',
            gap: 0.5,
          }}
        >
          <FormatQuoteIcon sx={{ fontSize: 14, mt: 0.25, color: alpha(colors.gold, 0.7) }} />
          {c.sourceQuote}
        </Box>
      )}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.5 }}>{actions}</Box>}
    </Box>
  );
}

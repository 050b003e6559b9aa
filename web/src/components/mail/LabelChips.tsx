import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LabelIcon from '@mui/icons-material/Label';
import { colors } from '../../theme';

/** A label with the number of emails it holds (GraphQL emailLabels). */
export interface LabelCount {
  readonly id: string;
  readonly name: string;
  readonly count: number;
}

/** Spec §9: at most 3 labels shown, then '+N'. */
export const LABELS_SHOWN = 3;

/** Label chips with counts; selected ones filter the list. '+N' expands the rest. */
export function LabelChips({ labels, selected, onToggle }: { labels: readonly LabelCount[]; selected: ReadonlySet<string>; onToggle: (id: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  if (labels.length === 0) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <LabelIcon sx={{ fontSize: 16 }} />
        <Typography variant="body2">Labels appear here once mail has been analysed.</Typography>
      </Box>
    );
  }
  // Selected labels always stay visible, even when collapsed.
  const shown = expanded ? labels : labels.filter((l, i) => i < LABELS_SHOWN || selected.has(l.id));
  const hidden = labels.length - shown.length;
  return (
    <Box role="group" aria-label="Labels" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <LabelIcon sx={{ fontSize: 16, color: 'text.secondary', mr: 0.25 }} />
      {shown.map((l) => {
        const on = selected.has(l.id);
        return (
          <Chip
            key={l.id}
            size="small"
            label={`${l.name} ${l.count}`}
            aria-pressed={on}
            onClick={() => onToggle(l.id)}
            variant={on ? 'filled' : 'outlined'}
            sx={{
              fontSize: 11.5,
              borderColor: on ? colors.gold : colors.line,
              bgcolor: on ? alpha(colors.gold, 0.2) : 'transparent',
              color: on ? colors.goldLight : 'text.secondary',
              '&:hover': { bgcolor: alpha(colors.gold, on ? 0.28 : 0.08) },
            }}
          />
        );
      })}
      {hidden > 0 && (
        <Chip size="small" label={`+${hidden}`} onClick={() => setExpanded(true)} aria-label={`Show ${hidden} more labels`} sx={{ fontSize: 11.5 }} />
      )}
      {expanded && labels.length > LABELS_SHOWN && (
        <Chip size="small" variant="outlined" label="Less" onClick={() => setExpanded(false)} sx={{ fontSize: 11.5 }} />
      )}
    </Box>
  );
}

/** A card's labels: at most 3, then '+N' (the rest in its tooltip). */
export function CardLabels({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  const shown = labels.slice(0, LABELS_SHOWN);
  const rest = labels.slice(LABELS_SHOWN);
  return (
    <>
      {shown.map((l) => (
        <Box
          component="span"
          key={l}
          sx={{
            px: 0.75,
            height: 20,
            display: 'inline-flex',
            alignItems: 'center',
            borderRadius: 1,
            fontSize: 11,
            fontWeight: 600,
            color: 'text.secondary',
            bgcolor: alpha(colors.text, 0.06),
            border: 1,
            borderColor: 'divider',
          }}
        >
          {l.charAt(0).toUpperCase() + l.slice(1)}
        </Box>
      ))}
      {rest.length > 0 && (
        <Box
          component="span"
          title={rest.join(', ')}
          sx={{ px: 0.75, height: 20, display: 'inline-flex', alignItems: 'center', borderRadius: 1, fontSize: 11, fontWeight: 700, color: 'text.secondary' }}
        >
          +{rest.length}
        </Box>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArchiveIcon from '@mui/icons-material/Archive';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DiamondIcon from '@mui/icons-material/Diamond';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HardwareIcon from '@mui/icons-material/Hardware';
import InboxIcon from '@mui/icons-material/Inbox';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { SplitPane } from '../../components/SplitPane';
import { MiningProgress } from '../../components/mail/MiningProgress';
import type { MiningState } from '../../components/mail/useMiner';
import { colors, fonts } from '../../theme';

export type MineView = 'nuggets' | 'sludge' | 'all';

/** Spec §9: the mining screen's panel layout. */
export const MINE_PANES = { defaultLeft: 40, minLeft: 30, minRight: 40 } as const;

function Figure({ icon, label, value, testId }: { icon: ReactNode; label: string; value: number; testId: string }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', '& svg': { fontSize: 16, color: colors.emerald } }}
    >
      {icon}
      <Typography component="span" data-testid={testId} sx={{ fontFamily: fonts.mono, fontWeight: 800, color: 'text.primary', fontSize: 14 }}>
        {value.toLocaleString()}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontSize: 12.5 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** The list header: unread, total nuggets and the XP waiting in open commitments. */
export function MineFigures({ unread, nuggets, xp }: { unread: number; nuggets: number; xp: number }) {
  return (
    <Box
      sx={{
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2.5,
        alignItems: 'center',
        bgcolor: alpha(colors.emerald, 0.04),
      }}
    >
      <Figure icon={<MarkEmailUnreadIcon />} label="unread" value={unread} testId="figure-unread" />
      <Figure icon={<DiamondIcon />} label="nuggets" value={nuggets} testId="figure-nuggets" />
      <Figure icon={<StarIcon />} label="XP" value={xp} testId="figure-xp" />
    </Box>
  );
}

interface ControlsProps {
  total: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  view: MineView;
  onView: (view: MineView) => void;
}

/** 'Select all emails' and the nuggets / sludge / all selector. */
export function MineControls({ total, selected, onSelectAll, view, onView }: ControlsProps) {
  const all = total > 0 && selected === total;
  return (
    <Box
      sx={{
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={selected > 0 && !all}
            disabled={total === 0}
            onChange={(e) => onSelectAll(e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all emails' } }}
            sx={{ '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: colors.emerald } }}
          />
        }
        label={<Typography variant="body2">Select all</Typography>}
        sx={{ ml: 0 }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: MineView | null) => next && onView(next)}
        aria-label="Which emails to show"
        sx={{
          '& .MuiToggleButton-root': {
            fontFamily: fonts.mono,
            fontSize: 11.5,
            px: 1.5,
            '&.Mui-selected': { color: colors.emerald, bgcolor: alpha(colors.emerald, 0.14) },
          },
        }}
      >
        <ToggleButton value="nuggets">
          <DiamondIcon sx={{ fontSize: 14, mr: 0.5 }} /> NUGGETS
        </ToggleButton>
        <ToggleButton value="sludge">
          <DeleteSweepIcon sx={{ fontSize: 14, mr: 0.5 }} /> SLUDGE
        </ToggleButton>
        <ToggleButton value="all">
          <InboxIcon sx={{ fontSize: 14, mr: 0.5 }} /> ALL
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

interface BulkBarProps {
  count: number;
  onMineAll: () => void;
  onArchive: () => void;
  onClear: () => void;
  busy?: boolean;
  /** MINE ALL under way: which email of how many, and its phase. */
  progress?: { index: number; total: number; state?: MiningState } | null;
  mineAllAction?: ReactNode;
}

/** Shown while emails are selected: 'N selected', MINE ALL (with progress) and Archive. */
export function MineBulkBar({ count, onMineAll, onArchive, onClear, busy = false, progress, mineAllAction }: BulkBarProps) {
  return (
    <Box
      role="region"
      aria-label="Bulk actions"
      sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: alpha(colors.emerald, 0.4), bgcolor: alpha(colors.emerald, 0.1), display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 13, color: colors.emerald, mr: 'auto' }}>{count} selected</Typography>
        {mineAllAction ?? (
          <Button size="small" variant="contained" color="secondary" startIcon={<HardwareIcon />} onClick={onMineAll} disabled={busy}>
            {progress ? 'MINING...' : 'MINE ALL'}
          </Button>
        )}
        <Button size="small" variant="outlined" startIcon={<ArchiveIcon />} onClick={onArchive} disabled={busy}>
          Archive
        </Button>
        <IconButton size="small" aria-label="Clear selection" onClick={onClear} disabled={busy}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {progress && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="caption" sx={{ fontFamily: fonts.mono, color: 'text.secondary' }}>
            Mining {Math.min(progress.index + 1, progress.total)} of {progress.total}
          </Typography>
          {progress.state && <MiningProgress state={progress.state} label="MINE ALL progress" />}
        </Box>
      )}
    </Box>
  );
}

/** The list's empty state (spec §2). */
export function MineEmpty({ hasMail, view, action }: { hasMail: boolean; view: MineView; action?: ReactNode }) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
      <EmptyState
        dense
        icon={<InboxIcon />}
        title="No emails in the mine"
        description={
          hasMail
            ? view === 'nuggets'
              ? 'No nuggets here yet — nothing has scored 70 or more. Check the sludge, or all mail.'
              : view === 'sludge'
                ? 'No sludge: every analysed email here is worth reading.'
                : 'Everything has been archived.'
            : 'Connect an email account to start mining'
        }
        action={action}
      />
    </Box>
  );
}

/** The detail pane's empty state. */
export function MineNoSelection() {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        minHeight: 360,
        backgroundImage: `radial-gradient(500px 300px at 50% 40%, ${alpha(colors.emerald, 0.07)}, transparent 70%)`,
      }}
    >
      <EmptyState
        icon={<HandshakeIcon />}
        title="Select an email to start mining commitments"
        description="Open a message to see its summary, the promises and deadlines inside it, and turn each one into a todo or a calendar event."
      />
    </Box>
  );
}

/** The frame of /mine: header with Settings, an optional banner, and the two resizable panes. */
export function MineFrame({
  list,
  detail,
  banner,
  actions,
  offsetTop = 0,
}: {
  list: ReactNode;
  detail: ReactNode;
  banner?: ReactNode;
  /** Replaces the Settings button (null: no header action). */
  actions?: ReactNode;
  offsetTop?: number;
}) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3, md: 4 },
        py: { xs: 3, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2.5,
        height: { md: `calc(100vh - ${offsetTop}px)` },
        minHeight: { xs: `calc(100vh - ${56 + offsetTop}px)`, md: 640 },
      }}
    >
      <PageHeader
        overline="MINING OPERATIONS"
        title="THE MINE"
        icon={<DiamondIcon sx={{ color: colors.emerald }} />}
        subtitle="High-value email rises to the top. Mine each one for commitments and bank the XP."
        actions={
          actions !== undefined ? (
            actions
          ) : (
            <Button variant="outlined" color="secondary" startIcon={<SettingsIcon />} component={RouterLink} to="/settings">
              Settings
            </Button>
          )
        }
      />
      {banner}
      <SplitPane label="Resize email list" left={list} right={detail} {...MINE_PANES} />
    </Box>
  );
}

/** A pane's scrolling body. */
export function Scroll({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box role={label ? 'region' : undefined} aria-label={label} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DiamondIcon from '@mui/icons-material/Diamond';
import EventIcon from '@mui/icons-material/Event';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { colors } from '../../theme';
import type { NotificationItem } from './NotificationCenter';

const iconOf = (kind: string) => (kind === 'nugget' ? <DiamondIcon /> : kind === 'delivered' ? <TaskAltIcon /> : <EventIcon />);
const accentOf = (kind: string) => (kind === 'nugget' ? colors.gold : kind === 'delivered' ? colors.emerald : colors.purple);

/** The in-app notifications, newest first: "Open" goes where the notification points, the cross dismisses it. */
export default function NotificationStack({
  items,
  onDismiss,
  onOpen,
}: {
  items: readonly NotificationItem[];
  onDismiss: (id: string) => void;
  onOpen: (n: NotificationItem) => void;
}) {
  return (
    <Box
      role="region"
      aria-label="High-priority notifications"
      aria-live="polite"
      // Bottom right, the corner the app keeps clear for what it tells (above the toasts' place), so no page
      // action is covered; above the page, below dialogs (the composer).
      sx={{
        position: 'fixed',
        bottom: { xs: 16, sm: 112 },
        right: 16,
        zIndex: (t) => t.zIndex.drawer + 1,
        display: 'grid',
        gap: 1.5,
        width: { xs: 'calc(100vw - 32px)', sm: 388 },
      }}
    >
      {items.map((n) => (
        <Paper
          key={n.id}
          data-testid="in-app-notification"
          elevation={8}
          sx={{
            p: 1.75,
            pl: 2,
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            borderLeft: `4px solid ${accentOf(n.kind)}`,
            bgcolor: colors.paperRaised,
            backgroundImage: `linear-gradient(90deg, ${alpha(accentOf(n.kind), 0.1)}, transparent 60%)`,
          }}
        >
          <Box sx={{ color: accentOf(n.kind), mt: 0.25 }} aria-hidden>
            {iconOf(n.kind)}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{n.title}</Typography>
            {n.body && (
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {n.body}
              </Typography>
            )}
            <Button size="small" sx={{ mt: 0.75, ml: -1 }} onClick={() => onOpen(n)}>
              Open
            </Button>
          </Box>
          <IconButton size="small" aria-label="Dismiss notification" onClick={() => onDismiss(n.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      ))}
    </Box>
  );
}

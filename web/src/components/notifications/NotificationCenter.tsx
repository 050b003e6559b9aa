import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql, requestSubscription } from 'relay-runtime';
import { useNavigate } from 'react-router-dom';
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
import type { NotificationCenterSubscription, NotificationCenterSubscription$data } from '../../__generated__/NotificationCenterSubscription.graphql';
import { colors } from '../../theme';
import { showBrowserNotification } from './browserNotifications';

type Item = NonNullable<NotificationCenterSubscription$data['notificationReceived']>;

/** The window event each notification also fires (`detail.kind`), for screens to refresh what it changed. */
export const NOTIFICATION_EVENT = 'nugget:notification';

/** How long an in-app notification stays before it goes by itself. */
export const IN_APP_MS = 15_000;
const MAX_SHOWN = 3;

const subscription = graphql`
  subscription NotificationCenterSubscription {
    notificationReceived {
      id
      kind
      title
      body
      url
      createdAt
    }
  }
`;

const iconOf = (kind: string) => (kind === 'nugget' ? <DiamondIcon /> : kind === 'delivered' ? <TaskAltIcon /> : <EventIcon />);
const accentOf = (kind: string) => (kind === 'nugget' ? colors.gold : kind === 'delivered' ? colors.emerald : colors.purple);

/**
 * High-priority notifications for every open tab of the signed-in user: the `notificationReceived`
 * subscription shows each one in the app (top right, "Open" goes to the email or the todo) and, once the
 * user allowed it, as a browser notification that opens the same place. The server tells nothing while
 * the setting is off, so nothing shows then.
 */
export function NotificationCenter() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [items, setItems] = useState<Item[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  };

  useEffect(() => {
    const sub = requestSubscription<NotificationCenterSubscription>(environment, {
      subscription,
      variables: {},
      onNext: (data) => {
        const n = data?.notificationReceived;
        if (!n) return;
        setItems((list) => (list.some((i) => i.id === n.id) ? list : [n, ...list].slice(0, MAX_SHOWN)));
        timers.current.set(
          n.id,
          setTimeout(() => dismiss(n.id), IN_APP_MS),
        );
        showBrowserNotification(n, (url) => {
          dismiss(n.id);
          navigate(url);
        });
        // Screens that show what a notification changed (Waiting on) read it again.
        window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: { kind: n.kind } }));
      },
      onError: () => undefined,
    });
    const pending = timers.current;
    return () => {
      sub.dispose();
      pending.forEach(clearTimeout);
      pending.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment]);

  if (!items.length) return null;
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
            <Button
              size="small"
              sx={{ mt: 0.75, ml: -1 }}
              onClick={() => {
                dismiss(n.id);
                navigate(n.url);
              }}
            >
              Open
            </Button>
          </Box>
          <IconButton size="small" aria-label="Dismiss notification" onClick={() => dismiss(n.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      ))}
    </Box>
  );
}

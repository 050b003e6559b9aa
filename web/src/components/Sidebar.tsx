import { useState, type ComponentType } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DiamondIcon from '@mui/icons-material/Diamond';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InsightsIcon from '@mui/icons-material/Insights';
import LogoutIcon from '@mui/icons-material/Logout';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SpeedIcon from '@mui/icons-material/Speed';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Sidebar_viewer$key } from '../__generated__/Sidebar_viewer.graphql';
import { ariaKeys, withShortcut, type ShortcutName } from '../keyboard/keymap';
import { useLogoutUser } from '../mutations/useLogoutUser';
import { colors, fonts } from '../theme';
import { Logo } from './Logo';

interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<SvgIconProps>;
  badge?: { text: string; color: string };
  /** Other paths that belong to the same item (Performance Hub is both / and /dashboard). */
  alsoActiveOn?: string[];
  /** The `g then …` key that leads here. */
  shortcut?: ShortcutName;
}

/** Spec §2, in order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Ask Nugget', to: '/ask-nugget', icon: AutoAwesomeIcon, shortcut: 'goAsk' },
  { label: 'Performance Hub', to: '/', icon: SpeedIcon, alsoActiveOn: ['/dashboard'], shortcut: 'goDashboard' },
  { label: 'Todo Dashboard', to: '/todos', icon: TaskAltIcon, shortcut: 'goTodos' },
  { label: 'Calendar', to: '/calendar', icon: CalendarMonthIcon },
  { label: 'Commitment Tracker', to: '/sluice-setup', icon: HandshakeIcon },
  { label: 'Waiting On', to: '/waiting-on', icon: HourglassTopIcon },
  { label: 'Mine', to: '/mine', icon: DiamondIcon, badge: { text: 'GOLD', color: colors.gold }, shortcut: 'goMine' },
  { label: 'Insights', to: '/insights', icon: InsightsIcon, alsoActiveOn: ['/gold-count'] },
  { label: 'Email Accounts', to: '/email-accounts', icon: AlternateEmailIcon },
  { label: 'Enhanced Email', to: '/enhanced-email', icon: MarkEmailUnreadIcon, badge: { text: 'NEW', color: colors.emerald } },
  { label: 'Email Management', to: '/enhanced-email-management', icon: SmartToyIcon, badge: { text: 'AI', color: colors.purple } },
  { label: 'Client Financials', to: '/financial-tracking', icon: AccountBalanceIcon },
  { label: 'Settings', to: '/settings', icon: SettingsIcon },
];

function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === item.to || (item.alsoActiveOn?.includes(path) ?? false);
}

interface SidebarProps {
  viewer: Sidebar_viewer$key;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function Sidebar({ viewer: viewerKey, onNavigate }: SidebarProps) {
  const viewer = useFragment(
    graphql`
      fragment Sidebar_viewer on User {
        displayName
        initials
        email
        profileImageUrl
      }
    `,
    viewerKey,
  );
  const { pathname } = useLocation();
  const [logout, loggingOut] = useLogoutUser();

  return (
    <Box component="nav" aria-label="Main navigation" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: 2.5, pt: 2.5, pb: 2 }}>
        <Link to="/" onClick={onNavigate} style={{ textDecoration: 'none' }}>
          <Logo caption="EMAIL INTELLIGENCE" />
        </Link>
      </Box>

      {/* Plain list and links styled as MUI's list buttons: the shell loads no List components (issue 19's bundle budget). */}
      <Box component="ul" sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, px: 1.25, py: 0.5 }}>
        {NAV_ITEMS.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <Box component="li" key={item.label}>
              <Box
                component={Link}
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                // A native title, not a MUI tooltip: the shell stays light (issue 19's bundle budget).
                title={item.shortcut ? withShortcut(item.label, item.shortcut) : undefined}
                aria-keyshortcuts={item.shortcut ? ariaKeys(item.shortcut) : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minWidth: 0,
                  px: 2,
                  py: 0.9,
                  mb: 0.25,
                  borderRadius: 2,
                  textDecoration: 'none',
                  color: active ? colors.gold : 'text.secondary',
                  borderLeft: '3px solid transparent',
                  transition: (t) => t.transitions.create('background-color', { duration: t.transitions.duration.shortest }),
                  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 'none', bgcolor: 'action.focus' },
                  ...(active && {
                    bgcolor: alpha(colors.gold, 0.12),
                    borderLeftColor: colors.gold,
                    '&:hover': { color: 'text.primary', bgcolor: alpha(colors.gold, 0.18) },
                  }),
                }}
              >
                <Box component="span" sx={{ minWidth: 36, display: 'inline-flex', flexShrink: 0, color: 'inherit' }}>
                  <Icon fontSize="small" />
                </Box>
                <Typography component="span" sx={{ flex: '1 1 auto', minWidth: 0, my: 0.5, fontSize: 14, fontWeight: active ? 700 : 500 }}>
                  {item.label}
                </Typography>
                {item.badge && (
                  <Box
                    component="span"
                    sx={{
                      ml: 1,
                      px: 0.75,
                      py: 0.1,
                      borderRadius: 1,
                      fontFamily: fonts.mono,
                      fontSize: 10,
                      fontWeight: 800,
                      letterSpacing: '0.08em',
                      color: item.badge.color,
                      bgcolor: alpha(item.badge.color, 0.14),
                      border: `1px solid ${alpha(item.badge.color, 0.4)}`,
                    }}
                  >
                    {item.badge.text}
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>

      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, minWidth: 0 }}>
          <UserAvatar src={viewer.profileImageUrl} alt={viewer.displayName} initials={viewer.initials} />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 700, fontSize: 14 }} data-testid="sidebar-user-name">
              {viewer.displayName}
            </Typography>
            <Typography noWrap variant="body2" sx={{ color: 'text.secondary', fontSize: 12.5 }}>
              {viewer.email || 'No email'}
            </Typography>
          </Box>
        </Box>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={logout}
          disabled={loggingOut}
          sx={{ borderColor: 'divider', color: 'text.secondary', '&:hover': { color: colors.red, borderColor: colors.red } }}
        >
          LOG OUT
        </Button>
      </Box>
    </Box>
  );
}

/** The user's picture, else their initials (also when the picture does not load): MUI's Avatar look. */
function UserAvatar({ src, alt, initials }: { src: string | null | undefined; alt: string; initials: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: showImage ? undefined : colors.gold,
        color: '#1A1400',
        fontWeight: 800,
        fontSize: 15,
        userSelect: 'none',
      }}
    >
      {showImage ? (
        <Box component="img" src={src} alt={alt} onError={() => setFailed(src)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        initials
      )}
    </Box>
  );
}

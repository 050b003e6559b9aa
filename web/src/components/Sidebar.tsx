import type { ComponentType } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
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

      <List sx={{ flex: 1, overflowY: 'auto', px: 1.25, py: 0.5 }}>
        {NAV_ITEMS.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                component={Link}
                to={item.to}
                onClick={onNavigate}
                selected={active}
                aria-current={active ? 'page' : undefined}
                // A native title, not a MUI tooltip: the shell stays light (issue 19's bundle budget).
                title={item.shortcut ? withShortcut(item.label, item.shortcut) : undefined}
                aria-keyshortcuts={item.shortcut ? ariaKeys(item.shortcut) : undefined}
                sx={{
                  borderRadius: 2,
                  mb: 0.25,
                  py: 0.9,
                  color: active ? colors.gold : 'text.secondary',
                  borderLeft: '3px solid transparent',
                  '&.Mui-selected': {
                    bgcolor: alpha(colors.gold, 0.12),
                    borderLeftColor: colors.gold,
                    '&:hover': { bgcolor: alpha(colors.gold, 0.18) },
                  },
                  '&:hover': { color: 'text.primary' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 700 : 500 } } }} />
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
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>

      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, minWidth: 0 }}>
          <Avatar
            src={viewer.profileImageUrl ?? undefined}
            alt={viewer.displayName}
            sx={{ width: 40, height: 40, bgcolor: colors.gold, color: '#1A1400', fontWeight: 800, fontSize: 15 }}
          >
            {viewer.initials}
          </Avatar>
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

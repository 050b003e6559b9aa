import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { Sidebar_viewer$key } from '../__generated__/Sidebar_viewer.graphql';
import { colors } from '../theme';
import { GlobalShortcuts } from '../keyboard/GlobalShortcuts';
import { Logo } from './Logo';
import { Sidebar } from './Sidebar';
import { NotificationCenter } from './notifications/NotificationCenter';

export const SIDEBAR_WIDTH = 264;

/**
 * The signed-in frame: a fixed sidebar from md up, a slide-in drawer with a
 * menu button below md, and the current screen beside it.
 */
export default function AppShell({ viewer }: { viewer: Sidebar_viewer$key }) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: alpha(colors.bgDeep, 0.85),
          backdropFilter: 'blur(8px)',
        }}
      >
        <Sidebar viewer={viewer} />
      </Box>

      <AppBar
        position="fixed"
        elevation={0}
        sx={{
          display: { xs: 'flex', md: 'none' },
          bgcolor: alpha(colors.bgDeep, 0.92),
          backdropFilter: 'blur(8px)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            aria-controls="nugget-nav-drawer"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
          <Logo size={28} />
        </Toolbar>
      </AppBar>

      <Drawer
        id="nugget-nav-drawer"
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
      >
        <Sidebar viewer={viewer} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>

      <Box component="main" sx={{ flex: 1, minWidth: 0, pt: { xs: 7, md: 0 } }}>
        <Outlet />
      </Box>
      {/* High-priority notifications, in every open tab. */}
      <NotificationCenter />
      <GlobalShortcuts />
    </Box>
  );
}

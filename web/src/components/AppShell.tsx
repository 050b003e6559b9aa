import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { Sidebar_viewer$key } from '../__generated__/Sidebar_viewer.graphql';
import { colors } from '../theme';
import { GlobalShortcuts } from '../keyboard/GlobalShortcuts';
import { Logo } from './Logo';
import { Sidebar } from './Sidebar';
import { NotificationCenter } from './notifications/NotificationCenter';
import { SIDEBAR_WIDTH } from './sidebarWidth';

// The drawer (a modal: backdrop, focus trap, slide) is needed only below md, once the menu button is pressed.
const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(loadMobileNav);
const preloadMobileNav = () => void loadMobileNav();

/**
 * The signed-in frame: a fixed sidebar from md up, a slide-in drawer with a
 * menu button below md, and the current screen beside it.
 */
export default function AppShell({ viewer }: { viewer: Sidebar_viewer$key }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so that closing animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  // On a narrow screen the drawer's code is read while the app is idle: the first tap opens it at once.
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 899.95px)').matches) return;
    const idle = window.requestIdleCallback?.(preloadMobileNav, { timeout: 3000 }) ?? window.setTimeout(preloadMobileNav, 1500);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);

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

      {/* The bar below md: a plain header (AppBar's look without its code in the shell). */}
      <Box
        component="header"
        sx={[
          {
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            gap: 1,
            position: 'fixed',
            top: 0,
            right: 0,
            width: '100%',
            boxSizing: 'border-box',
            zIndex: 'appBar',
            px: { xs: 2, sm: 3 },
            bgcolor: alpha(colors.bgDeep, 0.92),
            backdropFilter: 'blur(8px)',
            borderBottom: 1,
            borderColor: 'divider',
          },
          (t) => t.mixins.toolbar,
        ]}
      >
        <IconButton
          edge="start"
          aria-label="Open navigation"
          aria-controls="nugget-nav-drawer"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={preloadMobileNav}
          onFocus={preloadMobileNav}
          sx={{ color: 'text.primary' }}
        >
          <MenuIcon />
        </IconButton>
        <Logo size={28} />
      </Box>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav viewer={viewer} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}

      <Box component="main" sx={{ flex: 1, minWidth: 0, pt: { xs: 7, md: 0 } }}>
        <Outlet />
      </Box>
      {/* High-priority notifications, in every open tab. */}
      <NotificationCenter />
      <GlobalShortcuts />
    </Box>
  );
}

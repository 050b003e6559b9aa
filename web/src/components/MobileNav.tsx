import Drawer from '@mui/material/Drawer';
import type { Sidebar_viewer$key } from '../__generated__/Sidebar_viewer.graphql';
import { SIDEBAR_WIDTH } from './sidebarWidth';
import { Sidebar } from './Sidebar';

/** The slide-in navigation below md (a modal drawer): its own chunk, which wide screens never download. */
export default function MobileNav({ viewer, open, onClose }: { viewer: Sidebar_viewer$key; open: boolean; onClose: () => void }) {
  return (
    <Drawer
      id="nugget-nav-drawer"
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
    >
      <Sidebar viewer={viewer} onNavigate={onClose} />
    </Drawer>
  );
}

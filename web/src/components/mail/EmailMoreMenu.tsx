import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { isBound, runShortcut, type ShortcutName } from '../../keyboard/keymap';
import { ShortcutMenuItem } from '../../keyboard/ShortcutMenuItem';

/**
 * The open email's other actions (star, delete) and the shortcut sheet, each with its
 * key. An item runs what its key runs (the list's handlers act on the open email), and
 * only what something on screen binds is offered.
 */
export function EmailMoreMenu({ starred }: { starred: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items: { shortcut: ShortcutName; label: string; icon: ReactNode }[] = [
    { shortcut: 'star', label: starred ? 'Unstar' : 'Star', icon: starred ? <StarBorderIcon fontSize="small" /> : <StarIcon fontSize="small" /> },
    { shortcut: 'delete', label: 'Delete', icon: <DeleteIcon fontSize="small" /> },
    { shortcut: 'help', label: 'Keyboard shortcuts', icon: <KeyboardIcon fontSize="small" /> },
  ];
  const run = (shortcut: ShortcutName) => {
    setAnchor(null);
    runShortcut(shortcut);
  };
  return (
    <>
      <Tooltip title="More actions">
        <IconButton
          aria-label="More actions"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'More actions', dense: true } }}>
        {/* Read when the menu opens: what the screen binds at that moment. */}
        {anchor &&
          items
            .filter((i) => isBound(i.shortcut))
            .map((i) => (
              <ShortcutMenuItem key={i.shortcut} shortcut={i.shortcut} icon={i.icon} onClick={() => run(i.shortcut)}>
                {i.label}
              </ShortcutMenuItem>
            ))}
      </Menu>
    </>
  );
}

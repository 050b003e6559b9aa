import type { ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { fonts } from '../theme';
import { ariaKeys, menuKey, type ShortcutName } from './keymap';

/**
 * A menu item for an action that has a key: the key shows on the right (as in MUI's
 * menu demos) and is announced through `aria-keyshortcuts`, not read as part of the name.
 */
export function ShortcutMenuItem({
  shortcut,
  icon,
  onClick,
  children,
}: {
  shortcut: ShortcutName;
  icon?: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <MenuItem onClick={onClick} aria-keyshortcuts={ariaKeys(shortcut)}>
      {icon ? <ListItemIcon>{icon}</ListItemIcon> : null}
      <ListItemText>{children}</ListItemText>
      <Typography variant="body2" color="text.secondary" aria-hidden sx={{ ml: 3, fontFamily: fonts.mono }} data-shortcut-key>
        {menuKey(shortcut)}
      </Typography>
    </MenuItem>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { colors, fonts } from '../theme';
import { SHORTCUTS, type ShortcutName } from './keymap';

const groups = [...new Set(Object.values(SHORTCUTS).map((s) => s.group))];

function Key({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 24,
        px: 0.75,
        py: 0.25,
        textAlign: 'center',
        fontFamily: fonts.mono,
        fontSize: 12.5,
        fontWeight: 700,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        bgcolor: 'background.paper',
        color: colors.gold,
      }}
    >
      {children}
    </Box>
  );
}

/** The `?` sheet: every shortcut, by group. Escape or the close button leaves it. */
export default function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcut-sheet-title" maxWidth="md" fullWidth>
      <DialogTitle id="shortcut-sheet-title" sx={{ display: 'flex', alignItems: 'center' }}>
        Keyboard shortcuts
        <IconButton aria-label="Close keyboard shortcuts" onClick={onClose} size="small" sx={{ ml: 'auto' }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {groups.map((group) => (
          <Box key={group} component="section" aria-label={group}>
            <Typography variant="overline" component="h3" color="textSecondary">
              {group}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 1, alignItems: 'center' }}>
              {(Object.keys(SHORTCUTS) as ShortcutName[])
                .filter((name) => SHORTCUTS[name].group === group)
                .map((name) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', fontSize: 12 }}>
                      {SHORTCUTS[name].keys.map((combo, i) => (
                        <Box key={combo} component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                          {i > 0 && 'or'}
                          {combo.split(' ').map((k, j) => (
                            <Box key={k} component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                              {j > 0 && 'then'}
                              <Key>{k}</Key>
                            </Box>
                          ))}
                        </Box>
                      ))}
                    </Box>
                    <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
                      {SHORTCUTS[name].label}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}

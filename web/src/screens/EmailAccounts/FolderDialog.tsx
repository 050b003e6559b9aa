import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/Toasts';
import { useUpdateAccount } from '../../mutations/useUpdateAccount';
import { fonts } from '../../theme';

export interface Folder {
  readonly path: string;
  readonly role: string | null | undefined;
  readonly selected: boolean;
}

/** INBOX and Sent always sync; every other folder of an IMAP account is the user's choice. */
export function FolderDialog({
  open,
  onClose,
  accountId,
  email,
  folders,
}: {
  open: boolean;
  onClose: () => void;
  accountId: string;
  email: string;
  folders: readonly Folder[];
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [update, saving] = useUpdateAccount();
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const fixed = folders.filter((f) => f.role === 'inbox' || f.role === 'sent');
  const optional = folders.filter((f) => f.role !== 'inbox' && f.role !== 'sent');

  useEffect(() => {
    if (open) {
      setChosen(new Set(optional.filter((f) => f.selected).map((f) => f.path)));
      setError(null);
    }
    // Reset to the stored choice each time the dialog opens (not when the folders refresh while it is open).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = async () => {
    try {
      const outcome = await update({ id: accountId, folders: [...chosen] });
      if (outcome.ok) {
        toast({ title: 'Folders Updated', description: `${chosen.size + fixed.length} folders sync from ${email}.` });
        onClose();
      } else setError(outcome.fieldErrors.folders ?? outcome.message);
    } catch {
      setError('The change could not be saved. Try again.');
    }
  };

  const row = (f: Folder, checked: boolean, disabled: boolean, note?: string) => (
    <FormControlLabel
      key={f.path}
      control={
        <Checkbox
          checked={checked}
          disabled={disabled}
          onChange={(e) =>
            setChosen((s) => {
              const next = new Set(s);
              if (e.target.checked) next.add(f.path);
              else next.delete(f.path);
              return next;
            })
          }
        />
      }
      label={
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Box component="span" sx={{ fontFamily: fonts.mono, fontSize: 13.5 }}>
            {f.path}
          </Box>
          {note && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ fontSize: 12 }}>
              {note}
            </Typography>
          )}
        </Box>
      }
    />
  );

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="folders-title"
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } }}
    >
      <DialogTitle id="folders-title">Folders to sync</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {email}
        </Typography>
        {fixed.map((f) => row(f, true, true, 'always synced'))}
        {optional.map((f) => row(f, chosen.has(f.path), saving))}
        {folders.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            No folders listed yet: they appear after the first sync.
          </Typography>
        )}
        {error && (
          <Typography variant="body2" sx={{ color: 'error.main', mt: 1 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={saving} color="inherit" sx={{ color: 'text.secondary' }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={saving || optional.length === 0}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? 'SAVING...' : 'SAVE FOLDERS'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { useToast } from '../../components/Toasts';
import { useUpdateAccount } from '../../mutations/useUpdateAccount';
import { colors } from '../../theme';

/** The account's venture, edited in place (updateAccount); the server's field error shows on the field. */
export function CompanyField({ accountId, company }: { accountId: string; company: string | null | undefined }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(company ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateAccount();
  const { toast } = useToast();

  const open = () => {
    setValue(company ?? '');
    setError(null);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next = value.trim();
    if (next === (company ?? '')) {
      setEditing(false);
      return;
    }
    try {
      const outcome = await update({ id: accountId, company: next });
      if (outcome.ok) {
        setEditing(false);
        toast({ title: 'Venture Updated', description: next ? `This stream now feeds ${next}.` : 'This stream no longer belongs to a venture.' });
      } else {
        setError(outcome.fieldErrors.company ?? outcome.message);
      }
    } catch {
      setError('The change could not be saved. Try again.');
    }
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, minHeight: 34 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: 10.5, lineHeight: 1, mr: 0.75 }}>
          Venture
        </Typography>
        <Typography
          data-testid="account-company"
          sx={{
            fontSize: 14,
            fontWeight: 600,
            color: company ? colors.gold : 'text.secondary',
            fontStyle: company ? 'normal' : 'italic',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {company || 'No venture yet'}
        </Typography>
        <Tooltip title="Edit venture">
          <IconButton size="small" aria-label="Edit venture" onClick={open} sx={{ color: 'text.secondary' }}>
            <EditIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={save} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        size="small"
        autoFocus
        label="Company / venture"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
        error={Boolean(error)}
        helperText={error}
        disabled={saving}
      />
      <IconButton type="submit" aria-label="Save venture" disabled={saving} sx={{ color: colors.green, mt: 0.25 }}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Cancel editing" onClick={() => setEditing(false)} disabled={saving} sx={{ color: 'text.secondary', mt: 0.25 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

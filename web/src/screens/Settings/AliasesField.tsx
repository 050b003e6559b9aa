import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AliasesFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A server field error for the list. */
  error?: string;
  ownEmail: string;
}

/** Your other addresses: mail sent from them counts as yours (promises made, not received). */
export function AliasesField({ value, onChange, error, ownEmail }: AliasesFieldProps) {
  const [draft, setDraft] = useState('');
  const [local, setLocal] = useState<string | null>(null);

  const add = () => {
    const address = draft.trim().toLowerCase();
    if (!address) return;
    if (!EMAIL.test(address)) return setLocal('Invalid email address');
    if (address === ownEmail.toLowerCase()) return setLocal('That is your account address already');
    if (value.includes(address)) return setLocal('Already in the list');
    onChange([...value, address]);
    setDraft('');
    setLocal(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      {value.length > 0 ? (
        <Box component="ul" aria-label="Other addresses" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {value.map((alias) => (
            <li key={alias}>
              <Chip label={alias} size="small" onDelete={() => onChange(value.filter((a) => a !== alias))} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary">
          None yet.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Add an address"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setLocal(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={!!(local || error)}
          helperText={local ?? error}
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off', spellCheck: false } }}
        />
        <Button variant="outlined" onClick={add} startIcon={<AddIcon />} sx={{ flexShrink: 0, height: 40 }}>
          Add
        </Button>
      </Box>
    </Box>
  );
}

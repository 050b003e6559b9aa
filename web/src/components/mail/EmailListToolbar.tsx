import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SyncIcon from '@mui/icons-material/Sync';
import { ariaKeys, menuKey, withShortcut } from '../../keyboard/keymap';
import { fonts } from '../../theme';
import { EMAIL_FILTERS, EMAIL_SORTS, type EmailFilter, type EmailSort } from './options';

interface EmailListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: EmailFilter;
  onFilter: (value: EmailFilter) => void;
  sort: EmailSort;
  onSort: (value: EmailSort) => void;
  onSync: () => void;
  syncing: boolean;
  /** Stacks the controls (narrow panes). */
  compact?: boolean;
}

/** Search, filter, sort and sync: the head of the enhanced email list. */
export function EmailListToolbar({ search, onSearch, filter, onFilter, sort, onSort, onSync, syncing, compact = false }: EmailListToolbarProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: compact ? { xs: '1fr', sm: '1fr 1fr' } : { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 1fr) 190px 170px auto' },
      }}
    >
      <TextField
        size="small"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder="Search all mail: subject, sender, summary, body"
        sx={compact ? { gridColumn: '1 / -1' } : { gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search emails', 'aria-keyshortcuts': ariaKeys('search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            // The key that comes here, while the field is empty (as in a menu, on the right).
            endAdornment: search ? undefined : (
              <InputAdornment position="end" title={withShortcut('Search mail', 'search')}>
                <Typography component="kbd" variant="body2" color="text.secondary" aria-hidden sx={{ fontFamily: fonts.mono }}>
                  {menuKey('search')}
                </Typography>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select size="small" label="Filter" value={filter} onChange={(e) => onFilter(e.target.value as EmailFilter)}>
        {EMAIL_FILTERS.map((f) => (
          <MenuItem key={f.value} value={f.value}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Sort" value={sort} onChange={(e) => onSort(e.target.value as EmailSort)}>
        {EMAIL_SORTS.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={
          <SyncIcon
            sx={syncing ? { animation: 'nugget-spin 1s linear infinite', '@keyframes nugget-spin': { to: { transform: 'rotate(360deg)' } } } : undefined}
          />
        }
        onClick={onSync}
        disabled={syncing}
        sx={compact ? { gridColumn: '1 / -1' } : { gridColumn: { sm: '1 / -1', md: 'auto' } }}
      >
        {syncing ? 'Syncing...' : 'Sync'}
      </Button>
    </Box>
  );
}

/** Select-all (of the rows loaded) with the count of emails the list holds in all. */
export function SelectAllRow({
  total,
  count,
  selected,
  onSelectAll,
  note,
}: {
  total: number;
  count?: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  note?: string;
}) {
  const all = total > 0 && selected === total;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={selected > 0 && !all}
            disabled={total === 0}
            onChange={(e) => onSelectAll(e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all emails' } }}
          />
        }
        label={<Typography variant="body2">Select all</Typography>}
        sx={{ ml: 0 }}
      />
      <Typography variant="body2" color="textSecondary" data-testid="email-count">
        {(count ?? total).toLocaleString()} {(count ?? total) === 1 ? 'email' : 'emails'}
        {note ? ` · ${note}` : ''}
      </Typography>
    </Box>
  );
}

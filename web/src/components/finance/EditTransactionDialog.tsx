import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { colors } from '../../theme';
import type { TransactionRowData } from './TransactionRow';
import { TRANSACTION_TYPES, type TransactionKind } from './types';
import type { UpdateTransactionInput } from './useUpdateTransaction';

type Form = { type: string; amount: string; company: string; category: string; description: string; date: string };

const formOf = (t: TransactionRowData): Form => ({
  type: t.type,
  amount: t.amount,
  company: t.company,
  category: t.category ?? '',
  description: t.description,
  date: t.date.slice(0, 10),
});

/** Client-side checks mirror the server's (it checks again): the amount as spec §5 reads it. */
function check(f: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  const amount = f.amount.replace(/[^\d.-]/g, '');
  if (!f.amount.trim()) errors.amount = 'Amount is required, e.g. 1250.50';
  else if (!/^-?\d*(\.\d*)?$/.test(amount) || !/\d/.test(amount)) errors.amount = 'Amount must be a number such as 1250.50';
  else if (amount.startsWith('-') && /[1-9]/.test(amount)) errors.amount = 'Amount cannot be negative.';
  else if ((amount.split('.')[1] ?? '').length > 2) errors.amount = 'Amount can have at most 2 decimal places.';
  if (f.company.trim().length > 100) errors.company = 'Company is limited to 100 characters.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.date)) errors.date = 'Date must be a date';
  return errors;
}

interface EditTransactionDialogProps {
  transaction: TransactionRowData | null;
  companies: readonly string[];
  saving: boolean;
  onCancel: () => void;
  /** Only the changed fields; resolves to field errors to show (empty when saved). */
  onSave: (id: string, input: UpdateTransactionInput) => Promise<{ message?: string; fieldErrors: Record<string, string> } | null>;
}

/** Corrects what analysis read: type, amount, company, category, description, date. */
export function EditTransactionDialog({ transaction, companies, saving, onCancel, onSave }: EditTransactionDialogProps) {
  const listId = useId();
  const currency = transaction?.currency ?? 'USD';
  const [form, setForm] = useState<Form | null>(transaction ? formOf(transaction) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    setForm(transaction ? formOf(transaction) : null);
    setErrors({});
    setMessage(null);
  }, [transaction]);

  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => (f ? { ...f, [key]: e.target.value } : f));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transaction || !form) return;
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const before = formOf(transaction);
    const input: UpdateTransactionInput = {};
    if (form.type !== before.type) input.type = form.type as TransactionKind;
    if (form.amount.trim() !== before.amount) input.amount = form.amount.trim();
    if (form.company.trim() !== before.company) input.company = form.company.trim();
    if (form.category.trim() !== before.category) input.category = form.category.trim();
    if (form.description.trim() !== before.description) input.description = form.description.trim();
    if (form.date !== before.date) input.date = `${form.date}T12:00:00.000Z`;
    if (!Object.keys(input).length) {
      onCancel();
      return;
    }
    const failed = await onSave(transaction.id, input);
    if (failed) {
      setErrors(failed.fieldErrors);
      setMessage(Object.keys(failed.fieldErrors).length ? null : (failed.message ?? null));
    }
  };

  return (
    <Dialog
      open={!!transaction}
      onClose={saving ? undefined : onCancel}
      maxWidth="sm"
      fullWidth
      aria-labelledby="edit-transaction-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } as object }}
    >
      <DialogTitle id="edit-transaction-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <EditOutlinedIcon sx={{ color: colors.gold }} />
        Edit transaction
      </DialogTitle>
      {form && (
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>
          <TextField select label="Type" value={form.type} onChange={set('type')} error={!!errors.type} helperText={errors.type}>
            {TRANSACTION_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Amount"
            value={form.amount}
            onChange={set('amount')}
            error={!!errors.amount}
            helperText={errors.amount ?? (currency === 'USD' ? 'US dollars; "$1,250.50" works too' : `${currency}; "1,250.50" works too`)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{currency === 'USD' ? '$' : currency}</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
          <TextField
            label="Company"
            value={form.company}
            onChange={set('company')}
            error={!!errors.company}
            helperText={errors.company ?? 'The venture it belongs to'}
            slotProps={{ htmlInput: { list: listId, maxLength: 120, autoComplete: 'off' } }}
          />
          <datalist id={listId}>
            {companies.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <TextField
            label="Date"
            type="date"
            value={form.date}
            onChange={set('date')}
            error={!!errors.date}
            helperText={errors.date}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Category" value={form.category} onChange={set('category')} error={!!errors.category} helperText={errors.category} />
          <TextField label="Description" value={form.description} onChange={set('description')} error={!!errors.description} helperText={errors.description} />
          {message && (
            <Typography role="alert" sx={{ gridColumn: '1 / -1', color: colors.red, fontSize: 14 }}>
              {message}
            </Typography>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="body2" color="textSecondary">
              Your corrections stick: analysing the email again keeps them.
            </Typography>
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={saving} color="inherit" sx={{ color: 'text.secondary' }}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {saving ? 'SAVING...' : 'SAVE'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

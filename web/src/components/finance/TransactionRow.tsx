import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { TransactionRow_transaction$data, TransactionRow_transaction$key } from '../../__generated__/TransactionRow_transaction.graphql';
import { colors, fonts } from '../../theme';
import { formatAmount } from './money';
import { formatDay, isTransactionKind, TYPE_STYLE } from './types';

export type TransactionRowData = TransactionRow_transaction$data;

interface TransactionRowProps {
  transaction: TransactionRow_transaction$key;
  onEdit: (t: TransactionRowData) => void;
  onDelete: (t: TransactionRowData) => void;
  onOpenEmail: (t: TransactionRowData) => void;
}

/** The label a row is announced and confirmed by: "Invoice, Acme, $5,250.00". */
export const rowLabel = (t: Pick<TransactionRowData, 'type' | 'company' | 'amount' | 'currency'>) =>
  [t.type, t.company || 'No company', formatAmount(t.amount, t.currency)].join(', ');

/** One line of the history: date, company, type chip, description, amount, its email, edit and delete. */
export function TransactionRow({ transaction, onEdit, onDelete, onOpenEmail }: TransactionRowProps) {
  const t = useFragment(
    graphql`
      fragment TransactionRow_transaction on Transaction {
        id
        type
        company
        counterparty
        description
        category
        amount
        currency
        date
        isDemo
        editedByUser
        email {
          id
          subject
          ...TransactionEmailDialog_email
        }
      }
    `,
    transaction,
  );
  const style = isTransactionKind(t.type) ? TYPE_STYLE[t.type] : { color: colors.grey };
  const label = rowLabel(t);
  const details = [t.category, t.counterparty && t.counterparty !== t.company ? t.counterparty : null].filter(Boolean).join(' · ');

  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        listStyle: 'none',
        display: 'grid',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        '&:hover': { bgcolor: alpha(colors.gold, 0.03) },
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '104px minmax(0, 1fr) 104px 150px 80px' },
        gridTemplateAreas: {
          xs: `"main amount" "meta actions"`,
          md: `"date main type amount actions"`,
        },
      }}
    >
      <Typography
        component="time"
        dateTime={t.date}
        sx={{ gridArea: { md: 'date' }, display: { xs: 'none', md: 'block' }, fontFamily: fonts.mono, fontSize: 13, color: 'text.secondary' }}
      >
        {formatDay(t.date)}
      </Typography>

      <Box sx={{ gridArea: 'main', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={t.company || undefined}>
            {t.company || (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontStyle: 'italic' }}>
                No company
              </Box>
            )}
          </Typography>
          {t.isDemo && <Chip size="small" label="DEMO" sx={{ height: 18, fontSize: 10, fontWeight: 700, color: 'text.secondary' }} variant="outlined" />}
          {t.editedByUser && (
            <Chip
              size="small"
              label="EDITED"
              title="Corrected by you: re-analysis of the email keeps it."
              sx={{ height: 18, fontSize: 10, fontWeight: 700, color: colors.blue, borderColor: alpha(colors.blue, 0.5) }}
              variant="outlined"
            />
          )}
        </Box>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={t.description || undefined}
        >
          {t.description || '—'}
          {details && (
            <Box component="span" sx={{ color: colors.grey }}>
              {' · '}
              {details}
            </Box>
          )}
        </Typography>
        {t.email && (
          <Link
            component="button"
            type="button"
            onClick={() => onOpenEmail(t)}
            aria-label={`Open email: ${t.email.subject || '(no subject)'}`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              mt: 0.25,
              fontSize: 12.5,
              maxWidth: '100%',
              color: colors.goldLight,
              textAlign: 'left',
            }}
          >
            <MailOutlineIcon sx={{ fontSize: 14, flexShrink: 0 }} />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {t.email.subject || '(no subject)'}
            </Box>
          </Link>
        )}
      </Box>

      <Box sx={{ gridArea: { xs: 'meta', md: 'type' }, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={t.type}
          sx={{ fontWeight: 700, fontSize: 11.5, color: style.color, bgcolor: alpha(style.color, 0.12), border: `1px solid ${alpha(style.color, 0.35)}` }}
        />
        <Typography component="time" dateTime={t.date} sx={{ display: { md: 'none' }, fontFamily: fonts.mono, fontSize: 12.5, color: 'text.secondary' }}>
          {formatDay(t.date)}
        </Typography>
      </Box>

      <Typography
        data-testid="transaction-amount"
        sx={{
          gridArea: 'amount',
          textAlign: 'right',
          fontFamily: fonts.mono,
          fontWeight: 700,
          fontSize: 15,
          color: t.type === 'Expense' ? colors.text : style.color,
          whiteSpace: 'nowrap',
        }}
      >
        {formatAmount(t.amount, t.currency)}
      </Typography>

      <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
        <IconButton size="small" aria-label={`Edit ${label}`} onClick={() => onEdit(t)} sx={{ color: 'text.secondary', '&:hover': { color: colors.gold } }}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Delete ${label}`} onClick={() => onDelete(t)} sx={{ color: 'text.secondary', '&:hover': { color: colors.red } }}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import DescriptionIcon from '@mui/icons-material/Description';
import SavingsIcon from '@mui/icons-material/Savings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { colors } from '../../theme';

/** Spec §3: the four transaction types, in the order the tiles show them. */
export const TRANSACTION_TYPES = ['Revenue', 'Expense', 'Invoice', 'Order'] as const;
export type TransactionKind = (typeof TRANSACTION_TYPES)[number];

export const TYPE_STYLE: Record<TransactionKind, { color: string; icon: ReactNode; hint: string }> = {
  Revenue: { color: colors.emerald, icon: <SavingsIcon />, hint: 'Money in' },
  Expense: { color: colors.red, icon: <AttachMoneyIcon />, hint: 'Money out' },
  Invoice: { color: colors.gold, icon: <DescriptionIcon />, hint: 'Billed' },
  Order: { color: colors.teal, icon: <StorefrontIcon />, hint: 'Purchases' },
};

export const isTransactionKind = (v: string): v is TransactionKind => (TRANSACTION_TYPES as readonly string[]).includes(v);

/**
 * Every year that has transactions, and the current year (the default). Newest first. The
 * spec's fixed 2024, 2023, 2022 are left out: offered without data they were empty years
 * listed beside real ones, while a year between them looked missing.
 */
export function yearOptions(withData: readonly number[], now = new Date()): number[] {
  return [...new Set([now.getFullYear(), ...withData])].sort((a, b) => b - a);
}

/** GET /api/transactions/export.csv with the screen's filters (company and type left out when 'all'). */
export function exportCsvHref(f: { year: number; company: string; type: string }): string {
  const q = new URLSearchParams({ year: String(f.year) });
  if (f.company !== 'all') q.set('company', f.company);
  if (f.type !== 'all') q.set('type', f.type);
  return `/api/transactions/export.csv?${q}`;
}

/** "2026-03-04T…" → "Mar 4, 2026" (the transaction's calendar day, in UTC as stored). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

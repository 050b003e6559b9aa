import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { TransactionHistory_query$key } from '../../__generated__/TransactionHistory_query.graphql';
import type { TransactionHistoryPaginationQuery } from '../../__generated__/TransactionHistoryPaginationQuery.graphql';
import { EmptyState } from '../EmptyState';
import { LoadMore } from '../LoadMore';
import { useToast } from '../Toasts';
import { fonts } from '../../theme';
import { DeleteTransactionDialog } from './DeleteTransactionDialog';
import { EditTransactionDialog } from './EditTransactionDialog';
import { TransactionEmailDialog } from './TransactionEmailDialog';
import { rowLabel, TransactionRow, type TransactionRowData } from './TransactionRow';
import { useDeleteTransaction } from './useDeleteTransaction';
import { useUpdateTransaction, type UpdateTransactionInput } from './useUpdateTransaction';

export const HISTORY_PAGE_SIZE = 25;

interface TransactionHistoryProps {
  query: TransactionHistory_query$key;
  title: string;
  companies: readonly string[];
  /** The empty state's next step (DEMO DATA when the user has no transactions at all). */
  emptyAction?: ReactNode;
  /** Totals, companies and years changed: the screen reloads them. */
  onChanged: () => void;
}

/** The transaction history list (spec §2): newest first, a page at a time, with edit, delete and the source email. */
export function TransactionHistory({ query, title, companies, emptyAction, onChanged }: TransactionHistoryProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<TransactionHistoryPaginationQuery, TransactionHistory_query$key>(
    graphql`
      fragment TransactionHistory_query on Query
      @refetchable(queryName: "TransactionHistoryPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        year: { type: "Int" }
        company: { type: "String" }
        type: { type: "TransactionType" }
      ) {
        transactions(first: $count, after: $cursor, year: $year, company: $company, type: $type) @connection(key: "TransactionHistory_transactions") {
          __id
          totalCount
          edges {
            node {
              id
              ...TransactionRow_transaction
            }
          }
        }
      }
    `,
    query,
  );
  const { toast } = useToast();
  const [update, saving] = useUpdateTransaction();
  const [remove, deleting] = useDeleteTransaction();
  const [editing, setEditing] = useState<TransactionRowData | null>(null);
  const [deletingRow, setDeletingRow] = useState<TransactionRowData | null>(null);
  const [emailOf, setEmailOf] = useState<TransactionRowData | null>(null);
  const { totalCount, edges } = data.transactions;

  const save = async (id: string, input: UpdateTransactionInput) => {
    try {
      const out = await update(id, input);
      if (out.ok) {
        setEditing(null);
        toast({ title: 'Transaction Updated', description: 'Your correction is saved and will survive re-analysis.' });
        onChanged();
        return null;
      }
      return { message: out.message, fieldErrors: out.fieldErrors };
    } catch {
      return { message: 'The transaction could not be saved. Try again.', fieldErrors: {} };
    }
  };

  const confirmDelete = async () => {
    if (!deletingRow) return;
    const out = await remove(deletingRow.id, [data.transactions.__id]).catch(() => ({
      ok: false as const,
      message: 'The transaction could not be deleted.',
      fieldErrors: {},
    }));
    setDeletingRow(null);
    if (out.ok) toast({ title: 'Transaction Deleted', description: rowLabel(deletingRow) });
    else toast({ title: 'Error', description: out.message, variant: 'destructive' });
    onChanged();
  };

  return (
    <Card component="section" aria-labelledby="history-title">
      <Box sx={{ px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1 }}>
        <ReceiptLongIcon sx={{ color: 'primary.main', fontSize: 20 }} />
        <Typography variant="h6" component="h2" id="history-title" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {totalCount > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ fontFamily: fonts.mono }}>
            {totalCount} {totalCount === 1 ? 'transaction' : 'transactions'}
          </Typography>
        )}
      </Box>

      {edges.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongIcon />}
          title="NO TRANSACTIONS FOUND"
          description="Financial transactions will appear here when emails are processed."
          action={emptyAction}
        />
      ) : (
        <>
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'grid' },
              gridTemplateColumns: '104px minmax(0, 1fr) 104px 150px 80px',
              columnGap: 2,
              px: 2.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '& > *': { fontSize: 11, letterSpacing: '.08em', color: 'text.secondary', fontWeight: 700 },
            }}
          >
            <span>DATE</span>
            <span>COMPANY · DESCRIPTION</span>
            <span>TYPE</span>
            <Box component="span" sx={{ textAlign: 'right' }}>
              AMOUNT
            </Box>
            <span />
          </Box>
          <Box component="ul" aria-label="Transaction history" sx={{ m: 0, p: 0 }}>
            {edges.map(({ node }) => (
              <TransactionRow key={node.id} transaction={node} onEdit={setEditing} onDelete={setDeletingRow} onOpenEmail={setEmailOf} />
            ))}
          </Box>
          {hasNext && (
            <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
              <LoadMore
                hasNext={hasNext}
                loading={isLoadingNext}
                onLoad={() => !isLoadingNext && loadNext(HISTORY_PAGE_SIZE)}
                shown={edges.length}
                total={totalCount}
                noun={['transaction', 'transactions']}
              />
            </Box>
          )}
        </>
      )}

      <EditTransactionDialog transaction={editing} companies={companies} saving={saving} onCancel={() => setEditing(null)} onSave={save} />
      <DeleteTransactionDialog
        label={deletingRow ? rowLabel(deletingRow) : null}
        fromEmail={!!deletingRow?.email}
        deleting={deleting}
        onCancel={() => setDeletingRow(null)}
        onConfirm={() => void confirmDelete()}
      />
      <TransactionEmailDialog email={emailOf?.email ?? null} caption={emailOf ? rowLabel(emailOf) : ''} onClose={() => setEmailOf(null)} />
    </Card>
  );
}

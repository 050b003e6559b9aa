import Box from '@mui/material/Box';
import { StatGrid, StatTile } from '../StatTile';
import { formatUsd } from './money';
import { TRANSACTION_TYPES, TYPE_STYLE } from './types';

export type SummaryRow = { readonly type: string; readonly total: string; readonly count: number };

/** One tile per type (spec §2): the year's total in US dollars and how many. The filtered type stands out. */
export function SummaryTiles({ rows, selectedType }: { rows: readonly SummaryRow[]; selectedType: string }) {
  return (
    <Box component="section" aria-label="Totals by type">
      <StatGrid>
        {TRANSACTION_TYPES.map((type) => {
          const row = rows.find((r) => r.type === type);
          const count = row?.count ?? 0;
          const dimmed = selectedType !== 'all' && selectedType !== type;
          return (
            <Box key={type} sx={{ opacity: dimmed ? 0.45 : 1, transition: 'opacity .2s', minWidth: 0, display: 'grid' }}>
              <StatTile
                label={type.toUpperCase()}
                value={
                  // Totals run long ($1,234,567.89): a size that fits a quarter row, wrapping rather than spilling.
                  <Box component="span" sx={{ display: 'block', fontSize: { xs: 19, sm: 22, lg: 26 }, overflowWrap: 'anywhere' }}>
                    {formatUsd(row?.total ?? '0')}
                  </Box>
                }
                icon={TYPE_STYLE[type].icon}
                color={TYPE_STYLE[type].color}
                hint={`${count} ${count === 1 ? 'transaction' : 'transactions'} · ${TYPE_STYLE[type].hint.toLowerCase()}`}
              />
            </Box>
          );
        })}
      </StatGrid>
    </Box>
  );
}

import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DownloadIcon from '@mui/icons-material/Download';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import type { FinancialTrackingQuery as Query, TransactionType } from '../../__generated__/FinancialTrackingQuery.graphql';
import { SummaryTiles } from '../../components/finance/SummaryTiles';
import { TransactionHistory } from '../../components/finance/TransactionHistory';
import { exportCsvHref, TRANSACTION_TYPES, yearOptions } from '../../components/finance/types';
import { useCreateSampleTransactions } from '../../components/finance/useCreateSampleTransactions';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toasts';

type Filters = { year: number; company: string; type: string };

/** /financial-tracking: the Financial Tracker — money found in mail, per venture, for tax time. */
export default function FinancialTracking() {
  const [filters, setFilters] = useState<Filters>(() => ({ year: new Date().getFullYear(), company: 'all', type: 'all' }));
  // Bumped after every change (edit, delete, demo data): the screen's data is fetched again,
  // and other filter combinations already in the store are refreshed when next shown.
  const [version, setVersion] = useState(0);
  const [isPending, startTransition] = useTransition();
  const { toast } = useToast();
  const [createSample, creating] = useCreateSampleTransactions();

  const data = useLazyLoadQuery<Query>(
    graphql`
      query FinancialTrackingQuery($year: Int!, $company: String, $type: TransactionType) {
        transactionYears
        transactionCompanies
        transactionSummary(year: $year, company: $company) {
          type
          total
          count
        }
        ...TransactionHistory_query @arguments(year: $year, company: $company, type: $type)
      }
    `,
    {
      year: filters.year,
      company: filters.company === 'all' ? null : filters.company,
      type: filters.type === 'all' ? null : (filters.type as TransactionType),
    },
    { fetchPolicy: version ? 'store-and-network' : 'store-or-network', fetchKey: version },
  );

  const change = (patch: Partial<Filters>) => startTransition(() => setFilters((f) => ({ ...f, ...patch })));
  const refresh = () => startTransition(() => setVersion((v) => v + 1));

  const years = yearOptions(data.transactionYears);
  // A company filtered on whose last transaction just went stays selectable (no orphan value).
  const companies =
    filters.company !== 'all' && !data.transactionCompanies.includes(filters.company)
      ? [...data.transactionCompanies, filters.company]
      : data.transactionCompanies;
  const hasAny = data.transactionYears.length > 0;
  const filtered = filters.company !== 'all' || filters.type !== 'all';

  const demo = async () => {
    const out = await createSample().catch(() => null);
    if (out?.ok) {
      toast({ title: 'Sample Data Created', description: 'Financial tracking demo data has been generated successfully.' });
      refresh();
    } else {
      toast({ title: 'Error', description: 'Failed to create sample data.', variant: 'destructive' });
    }
  };

  // The empty list's next step: DEMO DATA only while there is nothing at all (spec §2), else the way to the data.
  const emptyAction = !hasAny ? (
    <Button
      variant="contained"
      size="large"
      onClick={() => void demo()}
      disabled={creating}
      startIcon={creating ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeIcon />}
    >
      {creating ? 'CREATING...' : 'DEMO DATA'}
    </Button>
  ) : filtered ? (
    <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={() => change({ company: 'all', type: 'all' })}>
      CLEAR FILTERS
    </Button>
  ) : !data.transactionYears.includes(filters.year) ? (
    <Button variant="outlined" onClick={() => change({ year: data.transactionYears[0]! })}>
      SHOW {data.transactionYears[0]}
    </Button>
  ) : undefined;

  const scope = [filters.company !== 'all' ? filters.company : null, filters.type !== 'all' ? filters.type : null].filter(Boolean).join(' · ');

  return (
    <Page>
      <PageHeader
        overline="CLIENT FINANCIALS"
        title="FINANCIAL TRACKER"
        icon={<AccountBalanceIcon />}
        subtitle="Revenue, expenses, invoices and orders found in your email, per venture and year — in US dollars."
        actions={
          <Button
            variant="outlined"
            component="a"
            href={exportCsvHref(filters)}
            download
            startIcon={<DownloadIcon />}
            disabled={!hasAny}
            title="A CSV of the filtered transactions, for tax preparation"
          >
            EXPORT CSV
          </Button>
        }
      />

      <Card component="section" aria-label="Filters" sx={{ position: 'relative', overflow: 'hidden' }}>
        <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <TextField select size="small" label="Year" value={filters.year} onChange={(e) => change({ year: Number(e.target.value) })}>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Company" value={filters.company} onChange={(e) => change({ company: e.target.value })}>
            <MenuItem value="all">All companies</MenuItem>
            {companies.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Type" value={filters.type} onChange={(e) => change({ type: e.target.value })}>
            <MenuItem value="all">All types</MenuItem>
            {TRANSACTION_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {isPending && <LinearProgress aria-label="Loading transactions" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }} />}
      </Card>

      <SummaryTiles rows={data.transactionSummary} selectedType={filters.type} />

      <TransactionHistory
        query={data}
        title={`TRANSACTION HISTORY · ${filters.year}${scope ? ` · ${scope}` : ''}`}
        companies={data.transactionCompanies}
        emptyAction={emptyAction}
        onChanged={refresh}
      />
    </Page>
  );
}

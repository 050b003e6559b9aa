import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ContactList_query$key } from '../../__generated__/ContactList_query.graphql';
import type { ContactListPaginationQuery, ContactSort } from '../../__generated__/ContactListPaginationQuery.graphql';
import { EmptyState } from '../EmptyState';
import { LoadMore } from '../LoadMore';
import { ContactCard } from './ContactCard';

export const CONTACT_SORTS: readonly { value: ContactSort; label: string }[] = [
  { value: 'SCORE', label: 'Strongest first' },
  { value: 'RECENT', label: 'Most recent' },
  { value: 'NAME', label: 'Name A–Z' },
];

/** Cards per page. */
export const CONTACTS_PAGE = 24;
const SEARCH_DELAY_MS = 300;

interface ContactListProps {
  query: ContactList_query$key;
}

/** The contact intelligence list: search (name, email or topic), sort, and pages of cards. */
export function ContactList({ query }: ContactListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ContactListPaginationQuery, ContactList_query$key>(
    graphql`
      fragment ContactList_query on Query
      @refetchable(queryName: "ContactListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        sort: { type: "ContactSort", defaultValue: SCORE }
        search: { type: "String" }
      ) {
        contacts(first: $count, after: $cursor, sort: $sort, search: $search) @connection(key: "ContactList_contacts") {
          totalCount
          edges {
            node {
              id
              ...ContactCard_contact
            }
          }
        }
      }
    `,
    query,
  );
  const [sort, setSort] = useState<ContactSort>('SCORE');
  const [search, setSearch] = useState('');
  const [pending, startTransition] = useTransition();
  const applied = useRef({ sort: 'SCORE' as ContactSort, search: '' });

  // Search as the user types, once they pause.
  useEffect(() => {
    const q = search.trim();
    if (q === applied.current.search) return;
    const timer = setTimeout(() => {
      applied.current = { ...applied.current, search: q };
      startTransition(() => void refetch({ search: q || null, sort: applied.current.sort }, { fetchPolicy: 'store-or-network' }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, refetch]);

  const changeSort = (value: ContactSort) => {
    setSort(value);
    applied.current = { ...applied.current, sort: value };
    startTransition(() => void refetch({ sort: value, search: applied.current.search || null }, { fetchPolicy: 'store-or-network' }));
  };

  const contacts = data.contacts.edges.map((e) => e.node);
  const total = data.contacts.totalCount;
  const searching = applied.current.search;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 190px' } }}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search name, email or topic"
          slotProps={{
            htmlInput: { 'aria-label': 'Search contacts' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField select size="small" label="Sort" value={sort} onChange={(e) => changeSort(e.target.value as ContactSort)}>
          {CONTACT_SORTS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ height: 3, mt: -1 }}>{pending && <LinearProgress aria-label="Loading contacts" sx={{ height: 3, borderRadius: 2 }} />}</Box>
      <Typography variant="body2" color="textSecondary" data-testid="contact-count" sx={{ mt: -1.5 }}>
        {total} {total === 1 ? 'contact' : 'contacts'}
        {searching ? ` matching “${searching}”` : ''}
      </Typography>

      {contacts.length === 0 ? (
        <EmptyState dense icon={<SearchOffIcon />} title="No contacts match" description={`Nobody's name, address or topics contain “${searching}”.`} />
      ) : (
        <Box
          role="list"
          aria-label="Contacts"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            opacity: pending ? 0.6 : 1,
            transition: 'opacity 120ms',
          }}
        >
          {contacts.map((c) => (
            <ContactCard key={c.id} contact={c} />
          ))}
        </Box>
      )}

      {/* Reaching the end reads the next page (or the button does). */}
      {hasNext && (
        <LoadMore
          hasNext={hasNext}
          loading={isLoadingNext}
          onLoad={() => !isLoadingNext && loadNext(CONTACTS_PAGE)}
          shown={contacts.length}
          total={total}
          noun={['contact', 'contacts']}
        />
      )}
    </Box>
  );
}

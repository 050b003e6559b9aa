import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { EnhancedEmailQuery } from '../../__generated__/EnhancedEmailQuery.graphql';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { useShortcuts } from '../../keyboard/keymap';
import { EnhancedEmailDetail } from '../../components/mail/EnhancedEmailDetail';
import { EnhancedEmailList, initialEnhancedListVariables } from '../../components/mail/EnhancedEmailList';
import { useMailScope } from '../../components/mail/MailScopeFilter';
import { MinerProvider } from '../../components/mail/useMiner';

/** /enhanced-email: every email with its AI analysis, labels and commitments; the detail opens beside the list. */
export default function EnhancedEmail() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useShortcuts({ back: selectedId ? () => setSelectedId(null) : undefined });
  const [scope] = useMailScope();
  // The first page for the inbox and venture in the address; the list refetches itself after that.
  const [variables] = useState(() => initialEnhancedListVariables(scope));
  const data = useLazyLoadQuery<EnhancedEmailQuery>(
    graphql`
      query EnhancedEmailQuery($filter: EmailFilter, $sort: EmailSort!, $labelAccount: ID, $labelVenture: String) {
        ...EnhancedEmailList_query @arguments(filter: $filter, sort: $sort, labelAccount: $labelAccount, labelVenture: $labelVenture)
        ...MailScopeFilter_query
      }
    `,
    variables,
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <MinerProvider>
      <Page maxWidth={1560}>
        <PageHeader
          overline="AI INBOX"
          title="ENHANCED EMAIL"
          icon={<MarkEmailUnreadIcon />}
          subtitle="Every message with its summary, sentiment, urgency, commitments and files — searchable across every inbox and venture."
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', lg: selectedId ? 'minmax(0, 5fr) minmax(0, 7fr)' : '1fr' },
          }}
        >
          <Card sx={{ p: 2, minWidth: 0 }}>
            <EnhancedEmailList
              query={data}
              scopeQuery={data}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onRemoved={(id) => id === selectedId && setSelectedId(null)}
              compact={!!selectedId}
            />
          </Card>
          {selectedId && (
            <Card sx={{ position: { lg: 'sticky' }, top: { lg: 24 }, maxHeight: { lg: 'calc(100vh - 48px)' }, overflowY: 'auto', minWidth: 0 }}>
              <EnhancedEmailDetail emailId={selectedId} onClose={() => setSelectedId(null)} onArchived={() => setSelectedId(null)} />
            </Card>
          )}
        </Box>
      </Page>
    </MinerProvider>
  );
}

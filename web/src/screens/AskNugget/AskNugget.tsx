import { useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HistoryIcon from '@mui/icons-material/History';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MemoryIcon from '@mui/icons-material/Memory';
import SearchIcon from '@mui/icons-material/Search';
import type { AskNuggetQuery } from '../../__generated__/AskNuggetQuery.graphql';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useToast } from '../../components/Toasts';
import { colors, fonts } from '../../theme';
import { AskAnswerCard } from './AskAnswerCard';
import { AskHistoryItem } from './AskHistoryItem';
import { useAsk, type AnswerRef } from './useAsk';
import { useClearAskHistory } from './useClearAskHistory';

/** Questions the search understands: a person, a domain, a window, commitments, money, phrases. */
export const EXAMPLE_QUERIES = [
  'What did I promise investors last month?',
  'Which deadlines do I have this week?',
  'Invoices over $5,000 this year',
  'Mail from acme.io since Monday',
  '"term sheet" -draft',
  'Who have I not replied to in over a week?',
];

export const MAX_QUERY_LENGTH = 500;

/** /ask-nugget: natural-language search over the viewer's email memory. */
export default function AskNugget() {
  const { viewer, askHistory } = useLazyLoadQuery<AskNuggetQuery>(
    graphql`
      query AskNuggetQuery {
        viewer {
          firstName
        }
        askHistory(first: 20) @connection(key: "AskNugget_askHistory") {
          totalCount
          edges {
            node {
              id
              ...AskHistoryItem_answer
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<AnswerRef[]>([]);
  const [ask, asking] = useAsk();
  const [clearHistory, clearing] = useClearAskHistory();
  const { toast } = useToast();
  const trimmed = query.trim();

  const run = async (text: string) => {
    const q = text.trim();
    if (!q || asking) return;
    setQuery(q);
    setError(null);
    try {
      const outcome = await ask(q);
      if (outcome.ok) {
        // Spec §4: the answer goes to the top of the session's list and the input clears.
        setAnswers((prev) => [outcome.data, ...prev.filter((a) => a.id !== outcome.data.id)]);
        setQuery('');
      } else {
        setError(outcome.fieldErrors.query ?? outcome.message);
      }
    } catch (e) {
      // Spec §8: an internal error, no message for the user.
      console.error('Failed to search email memory', e);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(query);
  };

  const onClear = async () => {
    try {
      const n = await clearHistory();
      toast({ title: 'History cleared', description: `${n} saved ${n === 1 ? 'question was' : 'questions were'} removed.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to clear the search history.', variant: 'destructive' });
    }
  };

  const history = askHistory.edges.map((e) => e.node);

  return (
    <Page maxWidth={1040}>
      <PageHeader
        overline="UNIVERSAL MEMORY"
        title="ASK NUGGET"
        icon={<AutoAwesomeIcon />}
        subtitle={`${viewer?.firstName ? `${viewer.firstName}, ask` : 'Ask'} anything about your email history — across every inbox and venture, in plain English.`}
      />

      <Card sx={{ p: { xs: 2, md: 3 }, borderColor: alpha(colors.gold, 0.3) }}>
        <Box
          component="form"
          onSubmit={onSubmit}
          role="search"
          sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setError(null);
            }}
            placeholder="What did Priya promise last week?"
            error={!!error}
            helperText={error ?? undefined}
            slotProps={{
              htmlInput: { 'aria-label': 'Ask Nugget', maxLength: MAX_QUERY_LENGTH, enterKeyHint: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon sx={{ color: 'text.secondary' }} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!trimmed || asking}
            sx={{ flexShrink: 0, minWidth: 170, minHeight: 56 }}
            startIcon={<AutoAwesomeIcon />}
          >
            {asking ? 'MINING...' : 'ASK NUGGET'}
          </Button>
        </Box>

        <Typography variant="overline" component="h2" sx={{ display: 'block', color: 'text.secondary', mt: 3, mb: 1 }}>
          TRY ASKING
        </Typography>
        <Box
          component="ul"
          aria-label="Example questions"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {EXAMPLE_QUERIES.map((q) => (
            <li key={q}>
              <Box
                component="button"
                type="button"
                disabled={asking}
                onClick={() => void run(q)}
                sx={{
                  width: '100%',
                  textAlign: 'left',
                  cursor: 'pointer',
                  font: 'inherit',
                  fontSize: 14,
                  color: 'text.secondary',
                  display: 'flex',
                  gap: 1,
                  alignItems: 'center',
                  p: 1.25,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: alpha(colors.bgDeep, 0.5),
                  '&:hover, &:focus-visible': { color: 'text.primary', borderColor: alpha(colors.gold, 0.5), outline: 'none' },
                  '&:disabled': { cursor: 'progress', opacity: 0.6 },
                }}
              >
                <LightbulbIcon sx={{ fontSize: 16, color: colors.gold }} />
                {q}
              </Box>
            </li>
          ))}
        </Box>
      </Card>

      <Box component="section" aria-label="Answers" aria-busy={asking} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {answers.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
            <MemoryIcon sx={{ fontSize: 40, color: alpha(colors.gold, 0.6) }} />
            <Typography sx={{ mt: 1 }}>{asking ? 'Mining your email memory…' : 'Your answers for this session will appear here, newest first.'}</Typography>
          </Box>
        ) : (
          answers.map((a) => <AskAnswerCard key={a.id} answer={a} onAsk={(q) => void run(q)} busy={asking} />)
        )}
      </Box>

      <SectionCard
        title={`SEARCH HISTORY${askHistory.totalCount ? ` · ${askHistory.totalCount}` : ''}`}
        icon={<HistoryIcon />}
        flush
        action={
          history.length > 0 ? (
            <Button size="small" color="inherit" onClick={() => void onClear()} disabled={clearing} sx={{ color: 'text.secondary' }}>
              CLEAR HISTORY
            </Button>
          ) : undefined
        }
      >
        {history.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 2.5, fontSize: 14 }}>
            Questions you ask are kept here, newest first.
          </Typography>
        ) : (
          <Box component="ol" aria-label="Saved questions" sx={{ listStyle: 'none', p: 0, m: 0, '& > li:first-of-type': { borderTop: 0 } }}>
            {history.map((node) => (
              <AskHistoryItem key={node.id} answer={node} onAsk={(q) => void run(q)} busy={asking} />
            ))}
          </Box>
        )}
      </SectionCard>
      <Typography variant="body2" color="textSecondary" sx={{ fontFamily: fonts.mono, fontSize: 11, textAlign: 'center' }}>
        Search understands people (“from Priya”), domains (acme.io), ventures, time (“last week”, “in March”), “quoted phrases”, OR and -exclusions.
      </Typography>
    </Page>
  );
}

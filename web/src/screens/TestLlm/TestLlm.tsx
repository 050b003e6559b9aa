import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CodeIcon from '@mui/icons-material/Code';
import EmailIcon from '@mui/icons-material/Email';
import InsightsIcon from '@mui/icons-material/Insights';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ScienceIcon from '@mui/icons-material/Science';
import TerminalIcon from '@mui/icons-material/Terminal';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useToast } from '../../components/Toasts';
import type { TestLlmQuery } from '../../__generated__/TestLlmQuery.graphql';
import { useAnalyzeEmail, type AnalysisResult } from '../../mutations/useAnalyzeEmail';
import { useDirectLlmCall, type DirectCallResult } from '../../mutations/useDirectLlmCall';
import { colors, fonts } from '../../theme';
import { AnalysisResultView } from './AnalysisResultView';

export const SAMPLE_EMAIL = {
  from: 'Sarah Chen <sarah.chen@northwindcapital.com>',
  subject: 'Term sheet follow-up — can we close by Friday?',
  body:
    "Hi Alex,\n\nThanks for the call this morning. As discussed, I'll send over the revised term sheet by Wednesday with the updated valuation cap. " +
    'Could you get me the last two quarters of revenue figures and the cap table before Friday so our partners can sign off next Monday?\n\n' +
    'Our wire for the $250,000 first tranche will go out within five business days of signing.\n\nBest,\nSarah',
};

/** The REST doors of spec §7 this lab relates to. */
const ENDPOINTS = [
  ['POST', '/api/llm/analyze-email', 'score, category, priority, summary, reply'],
  ['POST', '/api/llm/direct-call', "the model's plain answer"],
  ['POST', '/api/llm/generate-replies', 'three reply drafts'],
  ['GET', '/api/emails/nuggets', 'mail scoring 70 or more'],
  ['GET', '/api/email-accounts', 'connected mailboxes'],
  ['POST', '/api/email-accounts', 'connect a mailbox'],
  ['PATCH', '/api/emails/{id}/…', 'read, star, archive, delete'],
] as const;

const METHOD_COLOR: Record<string, string> = { GET: colors.emerald, POST: colors.gold, PATCH: colors.purple };

/** /test-llm: the AI-model testing lab. */
export default function TestLlm() {
  // The lab reads mail as if it were sent to you (the analyzer scores mail not addressed to you lower).
  const { viewer } = useLazyLoadQuery<TestLlmQuery>(
    graphql`
      query TestLlmQuery {
        viewer {
          email
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [email, setEmail] = useState(SAMPLE_EMAIL);
  const [result, setResult] = useState<AnalysisResult | null>(null);
  const [direct, setDirect] = useState<DirectCallResult | null>(null);
  const [analyze, analyzing] = useAnalyzeEmail();
  const [callModel, calling] = useDirectLlmCall();
  const { toast } = useToast();

  const runAnalysis = async () => {
    try {
      setResult(await analyze({ ...email, ...(viewer?.email ? { to: [viewer.email] } : {}) }));
      toast({ title: 'Email Analyzed', description: 'AI analysis completed successfully' });
    } catch (error) {
      console.error('Analysis failed', error);
      toast({ title: 'Analysis Failed', description: 'Unable to analyze email. Check your AI provider API key.', variant: 'destructive' });
    }
  };

  const runDirect = async () => {
    try {
      const answer = await callModel(email);
      setDirect(answer);
      console.info('Direct LLM call', answer);
      toast({ title: 'Direct LLM Call Success', description: `Answered by ${answer.model}.` });
    } catch (error) {
      console.error('Direct call failed', error);
      toast({ title: 'Direct Call Failed', description: 'Check console for error details', variant: 'destructive' });
    }
  };

  return (
    <Page>
      <Box>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} color="inherit" sx={{ color: 'text.secondary', ml: -1 }}>
          Back to dashboard
        </Button>
      </Box>
      <PageHeader
        overline="AI LAB"
        title="LLM TESTING LAB"
        icon={<ScienceIcon />}
        subtitle="Feed the analyzer any email and inspect exactly what it returns: score, category, priority, summary, commitments and a suggested reply."
      />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, position: { lg: 'sticky' }, top: { lg: 24 } }}>
          <SectionCard
            title="TEST EMAIL"
            icon={<EmailIcon />}
            action={
              <Button
                size="small"
                startIcon={<RestartAltIcon />}
                onClick={() => setEmail(SAMPLE_EMAIL)}
                disabled={email === SAMPLE_EMAIL}
                sx={{ color: 'text.secondary' }}
              >
                Sample
              </Button>
            }
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <TextField label="From" value={email.from} onChange={(e) => setEmail({ ...email, from: e.target.value })} />
              <TextField label="Subject" value={email.subject} onChange={(e) => setEmail({ ...email, subject: e.target.value })} />
              <TextField label="Body" multiline minRows={9} value={email.body} onChange={(e) => setEmail({ ...email, body: e.target.value })} />
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={() => void runAnalysis()} disabled={analyzing}>
                  {analyzing ? 'ANALYZING...' : 'ANALYZE EMAIL'}
                </Button>
                <Button variant="outlined" startIcon={<TerminalIcon />} onClick={() => void runDirect()} disabled={calling}>
                  {calling ? 'CALLING...' : 'DIRECT LLM CALL'}
                </Button>
              </Box>
            </Box>
          </SectionCard>

          <SectionCard title="ENDPOINTS" icon={<CodeIcon />}>
            <Box component="ul" aria-label="Endpoints" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.1 }}>
              {ENDPOINTS.map(([method, path, what]) => (
                <Box
                  component="li"
                  key={`${method} ${path}`}
                  sx={{ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr)', columnGap: 1, fontFamily: fonts.mono, fontSize: 13 }}
                >
                  <Box component="span" sx={{ fontWeight: 800, color: METHOD_COLOR[method] }}>
                    {method}
                  </Box>
                  <Box component="span" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
                    {path}
                  </Box>
                  <Box component="span" sx={{ gridColumn: 2, color: 'text.secondary', fontSize: 11.5 }}>
                    {what}
                  </Box>
                </Box>
              ))}
            </Box>
          </SectionCard>
        </Box>

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <SectionCard title="ANALYSIS RESULT" icon={<InsightsIcon />}>
            {result ? (
              <AnalysisResultView result={result} />
            ) : (
              <EmptyState
                dense
                icon={<InsightsIcon />}
                title="No analysis yet"
                description="Run an analysis to see the nugget score out of 100, category, priority, summary, commitments and suggested reply."
              />
            )}
          </SectionCard>
          <SectionCard title="DIRECT LLM RESPONSE" icon={<TerminalIcon />}>
            {direct ? (
              <Box sx={{ display: 'grid', gap: 1.25 }}>
                <Typography variant="caption" sx={{ fontFamily: fonts.mono, color: colors.emerald }}>
                  model: {direct.model}
                </Typography>
                <Box
                  component="pre"
                  data-testid="direct-response"
                  sx={{
                    m: 0,
                    p: 2,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: alpha(colors.bgDeep, 0.7),
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontFamily: fonts.mono,
                    fontSize: 12.5,
                    lineHeight: 1.7,
                  }}
                >
                  {direct.response}
                </Box>
              </Box>
            ) : (
              <Typography variant="body2" color="textSecondary">
                DIRECT LLM CALL sends the sender, subject and body as one prompt and shows the model's plain answer here.
              </Typography>
            )}
          </SectionCard>
        </Box>
      </Box>
    </Page>
  );
}

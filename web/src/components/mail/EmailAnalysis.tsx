import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import type { EmailAnalysis_email$key } from '../../__generated__/EmailAnalysis_email.graphql';
import { colors, fonts, priorityColor } from '../../theme';
import { useToast } from '../Toasts';
import { copyText } from './clipboard';
import { sentimentColor } from './colors';
import { fullDate, humanize } from './format';
import { MiningProgress } from './MiningProgress';
import { ScoreBadge, Tag } from './ScoreBadge';
import { useMiner } from './useMiner';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.4, fontSize: 11 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function Bullets({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {empty}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

type Reason = { text: string; weight: number | null };

/** "you have written to this sender before (+20)" → its text and weight; a reason without one is a note. */
function parseSignal(signal: string): Reason {
  const m = signal.match(/^(.*?)\s*\(([+\u2212-]\d+)\)\s*$/);
  if (!m) return { text: signal.trim(), weight: null };
  return { text: m[1]!, weight: Number(m[2]!.replace('\u2212', '-')) };
}

/**
 * "Why this score": the analyzer's reasons, the weightiest first, each with what it
 * added to or took from the score; notes without a weight (the base, what was read)
 * after them.
 */
function WhyThisScore({ signals, analysed }: { signals: readonly string[]; analysed: boolean }) {
  if (!signals.length)
    return (
      <Typography variant="body2" color="textSecondary">
        {analysed ? 'This email was analysed before reasons were kept. Re-analyse it to see why it scored as it did.' : '—'}
      </Typography>
    );
  const reasons = signals.map(parseSignal);
  const weighted = reasons.filter((r) => r.weight !== null).sort((a, b) => Math.abs(b.weight!) - Math.abs(a.weight!));
  const notes = reasons.filter((r) => r.weight === null);
  return (
    <Box component="ul" aria-label="Why this score" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
      {[...weighted, ...notes].map((r, i) => {
        const color = r.weight === null ? colors.grey : r.weight > 0 ? colors.emerald : r.weight < 0 ? colors.red : colors.grey;
        return (
          <Box component="li" key={`${i}-${r.text}`} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.25 }}>
            <Box
              component="span"
              aria-hidden={r.weight === null || undefined}
              aria-label={r.weight === null ? undefined : `${r.weight > 0 ? 'plus' : r.weight < 0 ? 'minus' : ''} ${Math.abs(r.weight)} points`.trim()}
              sx={{ flex: '0 0 46px', textAlign: 'right', fontFamily: fonts.mono, fontSize: 12.5, fontWeight: 800, color }}
            >
              {r.weight === null ? '·' : r.weight > 0 ? `+${r.weight}` : r.weight < 0 ? `\u2212${-r.weight}` : '±0'}
            </Box>
            <Typography variant="body2" component="span" sx={{ color: r.weight === null ? 'text.secondary' : 'text.primary' }}>
              {r.text.charAt(0).toUpperCase() + r.text.slice(1)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The enhanced detail's 'AI Analysis' tab: what the analyzer said, a copyable reply and a Re-analyse button. */
export function EmailAnalysis({ email: key }: { email: EmailAnalysis_email$key }) {
  const email = useFragment(
    graphql`
      fragment EmailAnalysis_email on Email {
        id
        nuggetScore
        priority
        category
        company
        summary
        sentiment
        urgency
        keyPoints
        suggestedActions
        actionRequired
        suggestedReply
        analyzedBy
        analyzedAt
        analysisSignals
      }
    `,
    key,
  );
  const { states, mine, isMining } = useMiner();
  const { toast } = useToast();
  const running = isMining(email.id);

  const reanalyse = async () => {
    toast({ title: 'Re-analysing', description: 'The analyzer is reading this email again…' });
    const outcome = await mine(email.id);
    if (outcome.ok) toast({ title: 'Analysis updated', description: 'AI analysis completed successfully' });
    else toast({ title: 'Analysis Failed', description: outcome.message, variant: 'destructive' });
  };

  const copyReply = async () => {
    const ok = await copyText(email.suggestedReply ?? '');
    toast(
      ok
        ? { title: 'Copied', description: 'Suggested reply copied to the clipboard.' }
        : { title: 'Copy failed', description: 'Select the text and copy it by hand.', variant: 'destructive' },
    );
  };

  const analysed = email.analyzedAt != null;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {email.nuggetScore != null && <ScoreBadge score={email.nuggetScore} size="large" />}
        {email.priority && <Tag color={priorityColor(email.priority)}>{email.priority} priority</Tag>}
        {email.category && <Tag color={colors.teal}>{email.category}</Tag>}
        {email.sentiment && <Tag color={sentimentColor(email.sentiment)}>{email.sentiment}</Tag>}
        {email.urgency && <Tag color={priorityColor(email.urgency)}>{email.urgency} urgency</Tag>}
        {email.actionRequired ? <Tag color={colors.orange}>action required</Tag> : <Tag color={colors.grey}>no action needed</Tag>}
        {email.company && <Tag color={colors.purple}>{email.company}</Tag>}
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" size="small" startIcon={<AutorenewIcon />} onClick={() => void reanalyse()} disabled={running}>
          {running ? 'ANALYSING...' : 'Re-analyse'}
        </Button>
      </Box>
      {states[email.id] && running && <MiningProgress state={states[email.id]!} label="Analysis progress" />}

      {!analysed && <Typography color="textSecondary">This email has not been analysed yet. Re-analyse it to see its summary and score.</Typography>}

      <Field label="Summary">
        <Typography sx={{ fontSize: 15 }}>{email.summary || '—'}</Typography>
      </Field>

      <Field label="Why this score">
        <WhyThisScore signals={email.analysisSignals} analysed={analysed} />
      </Field>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field label="Sentiment">
          <Typography sx={{ color: sentimentColor(email.sentiment), fontWeight: 700 }}>{humanize(email.sentiment) || '—'}</Typography>
        </Field>
        <Field label="Urgency">
          <Typography sx={{ color: email.urgency ? priorityColor(email.urgency) : 'text.secondary', fontWeight: 700 }}>
            {humanize(email.urgency) || '—'}
          </Typography>
        </Field>
        {/* No category with categorisation off (Settings): the field goes, not an empty dash. */}
        {email.category && (
          <Field label="Category">
            <Typography sx={{ fontWeight: 700 }}>{humanize(email.category)}</Typography>
          </Field>
        )}
        <Field label="Action required">
          <Typography sx={{ fontWeight: 700, color: email.actionRequired ? colors.orange : 'text.secondary' }}>
            {email.actionRequired ? 'Yes' : 'No'}
          </Typography>
        </Field>
      </Box>

      <Field label="Key points">
        <Bullets items={email.keyPoints} empty="No key points." />
      </Field>
      <Field label="Suggested actions">
        <Bullets items={email.suggestedActions} empty="Nothing to do." />
      </Field>

      <Field label="Suggested reply">
        {email.suggestedReply ? (
          <Box sx={{ position: 'relative', borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: alpha(colors.bgDeep, 0.6) }}>
            <Box data-testid="suggested-reply" sx={{ p: 2, pr: 12, whiteSpace: 'pre-wrap', fontSize: 14, lineHeight: 1.65 }}>
              {email.suggestedReply}
            </Box>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copyReply()} sx={{ position: 'absolute', top: 8, right: 8 }}>
              Copy
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" color="textSecondary">
            No reply suggested.
          </Typography>
        )}
      </Field>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.secondary',
          fontSize: 12.5,
          fontFamily: fonts.mono,
          borderTop: 1,
          borderColor: 'divider',
          pt: 1.5,
        }}
      >
        {analysed ? <CheckCircleIcon sx={{ fontSize: 16, color: colors.emerald }} /> : <SmartToyIcon sx={{ fontSize: 16 }} />}
        <span>
          Analysed by {email.analyzedBy ?? '—'}
          {email.analyzedAt ? ` · ${fullDate(email.analyzedAt)}` : ''}
        </span>
      </Box>
    </Box>
  );
}

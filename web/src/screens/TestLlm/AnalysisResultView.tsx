import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useToast } from '../../components/Toasts';
import { COMMITMENT_TYPE_LABEL, sentimentColor } from '../../components/mail/colors';
import { copyText } from '../../components/mail/clipboard';
import { dueDate, humanize, percent } from '../../components/mail/format';
import { Tag } from '../../components/mail/ScoreBadge';
import type { AnalysisResult } from '../../mutations/useAnalyzeEmail';
import { colors, fonts, priorityColor, scoreColor } from '../../theme';

function band(score: number): string {
  if (score >= 80) return 'Gold nugget';
  if (score >= 60) return 'Worth reading';
  if (score >= 40) return 'Low grade';
  return 'Sludge';
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5, fontSize: 11 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Score out of 100 in its colour band, category, priority, summary, reply, commitments, transaction and signals. */
export function AnalysisResultView({ result: r }: { result: AnalysisResult }) {
  const { toast } = useToast();
  const color = scoreColor(r.nuggetScore);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="analysis-result">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
        <Box sx={{ position: 'relative', width: 104, height: 104, flexShrink: 0 }}>
          <CircularProgress variant="determinate" value={100} size={104} thickness={4} sx={{ color: alpha(color, 0.15), position: 'absolute' }} aria-hidden />
          <CircularProgress
            variant="determinate"
            value={r.nuggetScore}
            size={104}
            thickness={4}
            sx={{ color, position: 'absolute' }}
            aria-label={`Nugget score ${r.nuggetScore} out of 100`}
          />
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
            <Box>
              <Typography data-testid="analysis-score" sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 30, lineHeight: 1, color }}>
                {r.nuggetScore}
              </Typography>
              <Typography sx={{ fontFamily: fonts.mono, fontSize: 11, color: 'text.secondary' }}>/ 100</Typography>
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, letterSpacing: '0.06em', color }}>{band(r.nuggetScore).toUpperCase()}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            <Tag color={colors.teal} title="Category">
              {r.category}
            </Tag>
            <Tag color={priorityColor(r.priority)} title="Priority">
              {r.priority} priority
            </Tag>
            <Tag color={sentimentColor(r.sentiment)}>{r.sentiment}</Tag>
            <Tag color={priorityColor(r.urgency)}>{r.urgency} urgency</Tag>
            {r.actionRequired && <Tag color={colors.orange}>action required</Tag>}
            {r.company && <Tag color={colors.purple}>{r.company}</Tag>}
          </Box>
          <Typography variant="caption" color="textSecondary" sx={{ fontFamily: fonts.mono }}>
            Analysed by {r.analyzedBy}
          </Typography>
        </Box>
      </Box>

      <Block title="Summary">
        <Typography data-testid="analysis-summary">{r.summary || '—'}</Typography>
      </Block>

      {r.keyPoints.length > 0 && (
        <Block title="Key points">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {r.keyPoints.map((k) => (
              <Typography component="li" variant="body2" key={k}>
                {k}
              </Typography>
            ))}
          </Box>
        </Block>
      )}

      <Block title={`Commitments (${r.commitments.length})`}>
        {r.commitments.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No commitments found.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {r.commitments.map((c, i) => {
              const type = COMMITMENT_TYPE_LABEL[c.type] ?? { label: humanize(c.type).toUpperCase(), color: colors.gold };
              return (
                <Box
                  component="li"
                  key={`${c.title}-${i}`}
                  aria-label={c.title}
                  sx={{
                    p: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    borderLeft: `4px solid ${type.color}`,
                    bgcolor: alpha(colors.bgDeep, 0.5),
                    display: 'grid',
                    gap: 0.75,
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Tag color={type.color}>{type.label}</Tag>
                    <Typography variant="caption" color="textSecondary" sx={{ fontFamily: fonts.mono }}>
                      {percent(c.confidence)} confidence
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, fontSize: 14.5 }}>{c.title}</Typography>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 12.5, color: 'text.secondary' }}>
                    <span>
                      Owed by <b>{c.owedBy || '—'}</b> to <b>{c.owedTo || '—'}</b>
                    </span>
                    <span>{c.dueDate ? `Due ${dueDate(c.dueDate)}${c.dueText ? ` (“${c.dueText}”)` : ''}` : 'No due date'}</span>
                  </Box>
                  {c.quote && (
                    <Box component="blockquote" sx={{ m: 0, display: 'flex', gap: 0.5, fontSize: 13, fontStyle: 'italic', color: 'text.secondary' }}>
                      <FormatQuoteIcon sx={{ fontSize: 14, color: alpha(colors.gold, 0.7) }} />
                      {c.quote}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </Block>

      {r.transaction && (
        <Block title="Transaction">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }} data-testid="analysis-transaction">
            <Tag color={colors.gold}>{r.transaction.type}</Tag>
            <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 18 }}>
              {Number(r.transaction.amount).toLocaleString(undefined, { style: 'currency', currency: r.transaction.currency || 'USD' })}
            </Typography>
            {r.transaction.counterparty && <Typography variant="body2">{r.transaction.counterparty}</Typography>}
            <Typography variant="body2" color="textSecondary">
              {new Date(r.transaction.date).toLocaleDateString()} · “{r.transaction.rawAmount}”
            </Typography>
          </Box>
        </Block>
      )}

      <Block title="Suggested reply">
        {r.suggestedReply ? (
          <Box sx={{ position: 'relative', borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: alpha(colors.bgDeep, 0.6) }}>
            <Box sx={{ p: 2, pr: 12, whiteSpace: 'pre-wrap', fontSize: 14 }}>{r.suggestedReply}</Box>
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              sx={{ position: 'absolute', top: 8, right: 8 }}
              onClick={async () =>
                toast(
                  (await copyText(r.suggestedReply))
                    ? { title: 'Copied', description: 'Suggested reply copied to the clipboard.' }
                    : { title: 'Copy failed', variant: 'destructive' },
                )
              }
            >
              Copy
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" color="textSecondary">
            No reply suggested.
          </Typography>
        )}
      </Block>

      <Block title="Why it scored so">
        {r.signals.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No signals reported.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Signals" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {r.signals.map((s) => (
              <Box
                component="li"
                key={s}
                sx={{
                  px: 1,
                  py: 0.25,
                  borderRadius: 1.5,
                  fontSize: 12.5,
                  bgcolor: alpha(colors.text, 0.06),
                  border: 1,
                  borderColor: 'divider',
                  fontFamily: fonts.mono,
                }}
              >
                {s}
              </Box>
            ))}
          </Box>
        )}
      </Block>
    </Box>
  );
}

import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EventIcon from '@mui/icons-material/Event';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PaidIcon from '@mui/icons-material/Paid';
import type { AskAnswerCard_answer$key } from '../../__generated__/AskAnswerCard_answer.graphql';
import { colors, fonts } from '../../theme';
import { amount, day, onlyMarks, time } from './format';

const STATUS_COLOR: Record<string, string> = { open: colors.yellow, in_progress: colors.blue, overdue: colors.red, completed: colors.green };

/** One answer of the session: summary, suggestions, and what it found. */
export function AskAnswerCard({ answer, onAsk, busy }: { answer: AskAnswerCard_answer$key; onAsk: (query: string) => void; busy: boolean }) {
  const a = useFragment(
    graphql`
      fragment AskAnswerCard_answer on AskQuery {
        id
        query
        timestamp
        summary
        suggestions
        answeredBy
        interpretation
        notes
        totalEmails
        citations {
          number
          link
        }
        emails {
          emailId
          subjectHtml
          snippetHtml
          link
          receivedAt
          company
          citation
          from {
            name
            email
          }
        }
        commitments {
          id
          title
          status
          dueDate
          owedBy
          owedTo
        }
        transactions {
          id
          type
          amount
          currency
          company
          counterparty
          description
          date
          link
        }
      }
    `,
    answer,
  );
  const cite = new Map(a.citations.map((c) => [c.number, c.link]));
  const generated = a.answeredBy.startsWith('llm:');

  return (
    <Card component="article" aria-label={`Answer to “${a.query}”`} sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
          “{a.query}”
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            icon={generated ? <AutoAwesomeIcon /> : undefined}
            label={generated ? a.answeredBy.slice(4).toUpperCase() : 'LOCAL'}
            title={generated ? 'Answer written by the configured model, citing the emails it used' : 'Answer built from the matched mail'}
            sx={{ height: 22, fontSize: 11 }}
          />
          <Typography variant="body2" color="textSecondary" component="time" dateTime={a.timestamp} sx={{ fontFamily: fonts.mono }}>
            {time(a.timestamp)}
          </Typography>
        </Box>
      </Box>

      {a.interpretation.length > 0 && (
        <Box aria-label="How Nugget read the question" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          {a.interpretation.map((i) => (
            <Chip key={i} label={i} size="small" variant="outlined" sx={{ height: 22, fontSize: 11, color: 'text.secondary' }} />
          ))}
        </Box>
      )}

      <Box aria-label="Summary" sx={{ color: 'text.primary', fontSize: 15, lineHeight: 1.65 }}>
        {a.summary.split('\n').map((line, i) => (
          <Typography key={i} sx={{ pl: line.startsWith('•') ? 1.5 : 0 }}>
            {line.split(/(\[\d{1,2}\])/).map((part, j) => {
              const n = /^\[(\d{1,2})\]$/.exec(part);
              const link = n ? cite.get(Number(n[1])) : undefined;
              return link ? (
                <Link key={j} component={RouterLink} to={link} aria-label={`Source ${n![1]}`} sx={{ fontFamily: fonts.mono, fontSize: 13 }}>
                  {part}
                </Link>
              ) : (
                <Fragment key={j}>{part}</Fragment>
              );
            })}
          </Typography>
        ))}
      </Box>

      {a.commitments.length > 0 && (
        <Box component="section" aria-label="Commitments">
          <Typography variant="overline" component="h4" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
            <HandshakeIcon sx={{ fontSize: 16, color: colors.gold }} /> COMMITMENTS
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {a.commitments.map((c) => (
              <Box component="li" key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}>
                <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_COLOR[c.status] ?? colors.grey, flexShrink: 0 }} />
                <span>{c.title}</span>
                {c.dueDate && (
                  <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                    <EventIcon sx={{ fontSize: 14 }} /> due {day(c.dueDate)}
                  </Typography>
                )}
                <Typography component="span" variant="body2" sx={{ color: STATUS_COLOR[c.status] ?? colors.grey, fontFamily: fonts.mono, fontSize: 11 }}>
                  {c.status.replace('_', ' ').toUpperCase()}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}

      {a.transactions.length > 0 && (
        <Box component="section" aria-label="Transactions">
          <Typography variant="overline" component="h4" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
            <PaidIcon sx={{ fontSize: 16, color: colors.gold }} /> TRANSACTIONS
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {a.transactions.map((t) => (
              <Box component="li" key={t.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap', fontSize: 14 }}>
                <Typography component="span" sx={{ fontFamily: fonts.mono, fontWeight: 700, color: colors.gold, minWidth: 110 }}>
                  {amount(String(t.amount), t.currency)}
                </Typography>
                <span>
                  {t.type} · {t.company || t.counterparty || 'unknown'}
                </span>
                <Typography component="span" variant="body2" color="textSecondary">
                  {day(t.date)}
                </Typography>
                {t.link && (
                  <Link component={RouterLink} to={t.link} variant="body2">
                    View email
                  </Link>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}

      {a.emails.length > 0 && (
        <Box component="section" aria-label="Matched emails">
          <Typography variant="overline" component="h4" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
            <MailOutlineIcon sx={{ fontSize: 16, color: colors.gold }} />
            {a.totalEmails > a.emails.length ? `EMAILS · BEST ${a.emails.length} OF ${a.totalEmails}` : `EMAILS · ${a.emails.length}`}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {a.emails.map((e) => (
              <Box
                component="li"
                key={e.emailId}
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: alpha(colors.bgDeep, 0.5),
                  '& mark': { bgcolor: alpha(colors.gold, 0.28), color: colors.goldLight, borderRadius: 0.5, px: 0.25 },
                }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={e.link} underline="hover" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {e.citation != null && (
                      <Box component="span" sx={{ fontFamily: fonts.mono, color: colors.gold, mr: 0.75 }}>
                        [{e.citation}]
                      </Box>
                    )}
                    <span dangerouslySetInnerHTML={{ __html: onlyMarks(e.subjectHtml) || '(no subject)' }} />
                  </Link>
                  <Typography variant="body2" color="textSecondary" sx={{ fontFamily: fonts.mono, fontSize: 12 }}>
                    {e.from ? e.from.name || e.from.email : 'unknown sender'} · {day(e.receivedAt)}
                    {e.company ? ` · ${e.company}` : ''}
                  </Typography>
                </Box>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }} dangerouslySetInnerHTML={{ __html: onlyMarks(e.snippetHtml) }} />
              </Box>
            ))}
          </Box>
        </Box>
      )}

      {a.suggestions.length > 0 && (
        <Box component="section" aria-label="Suggestions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="overline" component="h4" sx={{ color: 'text.secondary', mr: 0.5 }}>
            ASK NEXT
          </Typography>
          {a.suggestions.map((s) => (
            <Button
              key={s}
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => onAsk(s)}
              sx={{ textTransform: 'none', fontFamily: fonts.body, letterSpacing: 0, fontWeight: 500 }}
            >
              {s}
            </Button>
          ))}
        </Box>
      )}
    </Card>
  );
}

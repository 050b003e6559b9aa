import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BusinessIcon from '@mui/icons-material/Business';
import { AttachmentList, type AttachmentView } from '../../components/mail/AttachmentList';
import { EmailBody } from '../../components/mail/EmailBody';
import { ScoreBadge, Tag } from '../../components/mail/ScoreBadge';
import { SenderAvatar } from '../../components/mail/SenderAvatar';
import { formatAddress, fullDate, senderName, type Address } from '../../components/mail/format';
import { colors, fonts, priorityColor } from '../../theme';

export interface MineDetailData {
  readonly subject: string;
  readonly from: Address | null | undefined;
  readonly to: readonly Address[];
  readonly cc: readonly Address[];
  readonly receivedAt: string;
  readonly textBody: string;
  readonly htmlBody: string | null | undefined;
  /** Remote images load without asking (the sender is always allowed); samples have none. */
  readonly remoteImagesAllowed?: boolean | null;
  readonly nuggetScore: number | null | undefined;
  readonly priority: string | null | undefined;
  readonly category: string | null | undefined;
  readonly company: string | null | undefined;
  readonly summary: string | null | undefined;
  readonly attachments: readonly AttachmentView[];
  readonly accountEmail?: string | null;
}

function Recipients({ label, list }: { label: string; list: readonly Address[] }) {
  if (list.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 13, minWidth: 0 }}>
      <Typography component="span" sx={{ fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary', width: 28, flexShrink: 0, pt: '1px' }}>
        {label}
      </Typography>
      <Typography component="span" data-testid={`recipients-${label.toLowerCase()}`} sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {list.map(formatAddress).join(', ')}
      </Typography>
    </Box>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Typography
        variant="overline"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', lineHeight: 1.6, '& svg': { fontSize: 15 } }}
      >
        {icon}
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The mining detail: header, recipients, badges, attachments, the commitment panel and the body. */
export function MineDetailView({ email: e, actions, commitments }: { email: MineDetailData; actions?: ReactNode; commitments: ReactNode }) {
  return (
    <Box component="article" aria-label={e.subject || '(no subject)'} sx={{ display: 'grid', gap: 2.5, p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2" sx={{ fontSize: { xs: 19, md: 22 }, lineHeight: 1.3, flex: 1, minWidth: 220, overflowWrap: 'anywhere' }}>
            {e.subject || '(no subject)'}
          </Typography>
          {actions && <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box>}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <SenderAvatar address={e.from} size={42} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 700, fontSize: 14.5 }} data-testid="detail-sender">
              {senderName(e.from)}
              {e.from?.name && e.from.email && (
                <Typography component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: 13, fontWeight: 400 }}>
                  &lt;{e.from.email}&gt;
                </Typography>
              )}
            </Typography>
            <Typography component="time" dateTime={e.receivedAt} sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              {fullDate(e.receivedAt)}
              {e.accountEmail ? ` · in ${e.accountEmail}` : ''}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5, pl: { sm: 7 } }}>
          <Recipients label="To" list={e.to} />
          <Recipients label="CC" list={e.cc} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, pl: { sm: 7 } }}>
          {e.nuggetScore != null && <ScoreBadge score={e.nuggetScore} />}
          {e.priority && <Tag color={priorityColor(e.priority)}>{e.priority} priority</Tag>}
          {e.category && <Tag color={colors.teal}>{e.category}</Tag>}
          {e.company && (
            <Tag color={colors.purple} icon={<BusinessIcon />}>
              {e.company}
            </Tag>
          )}
        </Box>
      </Box>

      {e.summary && (
        <Box sx={{ display: 'flex', gap: 1.25, p: 1.75, borderRadius: 2.5, bgcolor: alpha(colors.gold, 0.06), border: `1px solid ${alpha(colors.gold, 0.2)}` }}>
          <AutoAwesomeIcon sx={{ fontSize: 18, color: colors.gold, mt: 0.25 }} />
          <Box>
            <Typography variant="overline" sx={{ color: colors.gold, lineHeight: 1.4, display: 'block' }}>
              AI SUMMARY
            </Typography>
            <Typography variant="body2" sx={{ fontSize: 14 }}>
              {e.summary}
            </Typography>
          </Box>
        </Box>
      )}

      {e.attachments.length > 0 && (
        <Section title={`Attachments (${e.attachments.length})`} icon={<AttachFileIcon />}>
          <AttachmentList attachments={e.attachments} />
        </Section>
      )}

      {commitments}

      <EmailBody
        html={e.htmlBody}
        text={e.textBody}
        title={`Body of ${e.subject || 'the email'}`}
        sender={e.from?.email}
        remoteImagesAllowed={e.remoteImagesAllowed}
      />
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { mineLink } from '../../components/todos/format';
import { colors, fonts } from '../../theme';

export function CalendarRow({
  when,
  accent,
  children,
  label,
  kind,
}: {
  when: string;
  accent: string;
  children: ReactNode;
  label: string;
  kind: 'event' | 'commitment';
}) {
  return (
    <Box
      component="li"
      aria-label={label}
      data-kind={kind}
      sx={{
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr)',
        gap: 1.5,
        alignItems: 'start',
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: alpha(accent, 0.25),
        borderLeft: `3px solid ${accent}`,
        bgcolor: alpha(colors.bgDeep, 0.5),
      }}
    >
      <Typography sx={{ fontFamily: fonts.mono, fontSize: 11.5, fontWeight: 700, letterSpacing: '0.06em', color: accent, pt: 0.25 }}>{when}</Typography>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.6 }}>{children}</Box>
    </Box>
  );
}

export function EmailLink({ email }: { email: { id: string; subject: string } | null | undefined }) {
  if (!email) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.6, minWidth: 0, fontSize: 12.5, color: 'text.secondary' }}>
      <MailOutlinedIcon sx={{ fontSize: 15 }} />
      <Link component={RouterLink} to={mineLink(email.id)} underline="hover" noWrap>
        {email.subject || '(no subject)'}
      </Link>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { colors } from '../theme';
import { PublicFooter } from './PublicFooter';
import { PublicNav } from './PublicNav';
import { useDocumentTitle } from './useDocumentTitle';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export const LEGAL_LAST_UPDATED = 'January 8, 2025';

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  signedIn?: boolean;
}

/** Shared layout of the privacy policy and the terms: a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections, signedIn = false }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <PublicNav signedIn={signedIn} />
      <Box
        component="main"
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          px: { xs: 2, md: 4 },
          py: { xs: 5, md: 8 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="header" sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="overline" sx={{ color: colors.gold }}>
            LEGAL
          </Typography>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1, fontFamily: 'monospace' }}>
            Last updated: {LEGAL_LAST_UPDATED}
          </Typography>
          <Box sx={{ mt: 3, maxWidth: 760, color: 'text.secondary', '& p': { mt: 0, mb: 1.5 } }}>{intro}</Box>
        </Box>

        <Box
          component="nav"
          aria-label="Contents"
          sx={{
            position: { md: 'sticky' },
            top: { md: 88 },
            p: 2,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: alpha(colors.paper, 0.7),
          }}
        >
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            CONTENTS
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75, color: 'text.secondary', fontSize: 14 } }}>
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} color="inherit" underline="hover">
                  {s.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ minWidth: 0 }}>
          {sections.map((s, i) => (
            <Box
              component="section"
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              sx={{
                scrollMarginTop: 88,
                pb: 4,
                mb: 4,
                borderBottom: i < sections.length - 1 ? 1 : 0,
                borderColor: 'divider',
                color: 'text.secondary',
                '& p': { mt: 0, mb: 1.75, lineHeight: 1.75 },
                '& ul': { mt: 0, mb: 1.75, pl: 3 },
                '& li': { mb: 0.75, lineHeight: 1.7 },
                '& strong': { color: 'text.primary' },
                '& h3': { color: 'text.primary', fontSize: 16, fontWeight: 700, mt: 2.5, mb: 1 },
              }}
            >
              <Typography variant="h4" component="h2" id={`${s.id}-title`} sx={{ color: 'text.primary', mb: 2 }}>
                {i + 1}. {s.title}
              </Typography>
              {s.body}
            </Box>
          ))}
        </Box>
      </Box>
      <PublicFooter />
    </Box>
  );
}

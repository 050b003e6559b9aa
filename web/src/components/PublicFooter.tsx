import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Logo } from './Logo';

export const SUPPORT_EMAIL = 'support@nugget.app';
export const LEGAL_EMAIL = 'legal@nugget.app';
export const PRIVACY_EMAIL = 'privacy@nugget.app';

/** Footer of the public pages. */
export function PublicFooter() {
  const linkSx = { fontSize: 14 } as const;
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 4 },
        py: 5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 3,
      }}
    >
      <Box>
        <Logo size={28} />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          © 2025 Nugget. All rights reserved.
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <li>
          <Link component={RouterLink} to="/privacy-policy" color="textSecondary" underline="hover" sx={linkSx}>
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to="/tos" color="textSecondary" underline="hover" sx={linkSx}>
            Terms of Service
          </Link>
        </li>
        <li>
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="textSecondary" underline="hover" sx={linkSx}>
            Support
          </Link>
        </li>
        <li>
          <Link href={`mailto:${LEGAL_EMAIL}`} color="textSecondary" underline="hover" sx={linkSx}>
            Legal
          </Link>
        </li>
      </Box>
    </Box>
  );
}

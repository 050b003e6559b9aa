import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { colors, fonts } from '../../theme';

/** The not-found fallback of the signed-in route set. */
export default function NotFound() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <Box
      sx={{
        minHeight: { xs: 'calc(100vh - 56px)', md: '100vh' },
        display: 'grid',
        placeItems: 'center',
        px: 3,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography
          component="p"
          sx={{
            fontFamily: fonts.mono,
            fontWeight: 800,
            fontSize: { xs: 96, md: 140 },
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: 'transparent',
            backgroundImage: `linear-gradient(180deg, ${colors.goldLight}, ${colors.goldDark})`,
            backgroundClip: 'text',
            WebkitBackgroundClip: 'text',
            textShadow: `0 0 60px ${alpha(colors.gold, 0.25)}`,
          }}
        >
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          PAGE NOT FOUND
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1.5, mb: 4 }}>
          The requested mining location does not exist in our system.
        </Typography>
        <Button variant="contained" size="large" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
          RETURN TO BASE
        </Button>
      </Box>
    </Box>
  );
}

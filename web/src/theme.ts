import { alpha, createTheme } from '@mui/material/styles';

/** Typefaces: a clean sans for reading, a monospace for the "mining console" accents. */
export const fonts = {
  body: "'Inter', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  mono: "'JetBrains Mono', 'IBM Plex Mono', 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace",
};

export const colors = {
  gold: '#F5B700',
  goldLight: '#FFD54A',
  goldDark: '#C48F00',
  emerald: '#10B981',
  emeraldDark: '#047857',
  red: '#EF4444',
  yellow: '#FACC15',
  green: '#22C55E',
  orange: '#F97316',
  teal: '#14B8A6',
  purple: '#A855F7',
  blue: '#3B82F6',
  grey: '#8A8578',
  bg: '#111113',
  bgDeep: '#0B0B0D',
  paper: '#18181C',
  paperRaised: '#1F1F24',
  line: '#2A2A31',
  text: '#F3F1EA',
  textDim: '#A19C90',
};

export type Priority = 'high' | 'medium' | 'low';

/** Spec §4: priority high red, medium yellow, low green. */
export function priorityColor(priority: Priority | string): string {
  switch (priority) {
    case 'high':
      return colors.red;
    case 'medium':
      return colors.yellow;
    case 'low':
      return colors.green;
    default:
      return colors.grey;
  }
}

/** Spec §4/§9: score colour bands at 80, 60 and 40, otherwise grey. */
export function scoreColor(score: number): string {
  if (score >= 80) return colors.gold;
  if (score >= 60) return colors.emerald;
  if (score >= 40) return colors.orange;
  return colors.grey;
}

/** Spec §4: relationship score bands at 90, 70 and 50. */
export function relationshipColor(score: number): string {
  if (score >= 90) return colors.emerald;
  if (score >= 70) return colors.gold;
  if (score >= 50) return colors.orange;
  return colors.red;
}

const headingBase = {
  fontFamily: fonts.mono,
  fontWeight: 700,
  letterSpacing: '0.02em',
} as const;

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: colors.gold, light: colors.goldLight, dark: colors.goldDark, contrastText: '#1A1400' },
    secondary: { main: colors.emerald, dark: colors.emeraldDark, contrastText: '#03150E' },
    error: { main: colors.red },
    warning: { main: colors.yellow },
    success: { main: colors.green },
    info: { main: colors.teal },
    background: { default: colors.bg, paper: colors.paper },
    text: { primary: colors.text, secondary: colors.textDim },
    divider: colors.line,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: fonts.body,
    h1: { ...headingBase, fontSize: 'clamp(2.4rem, 5vw, 4rem)', lineHeight: 1.05, letterSpacing: '-0.01em' },
    h2: { ...headingBase, fontSize: 'clamp(1.8rem, 3.4vw, 2.6rem)', lineHeight: 1.15 },
    h3: { ...headingBase, fontSize: '1.75rem', lineHeight: 1.2 },
    h4: { ...headingBase, fontSize: '1.4rem', lineHeight: 1.25 },
    h5: { ...headingBase, fontSize: '1.1rem' },
    h6: { ...headingBase, fontSize: '0.95rem', letterSpacing: '0.06em' },
    overline: { fontFamily: fonts.mono, fontWeight: 600, letterSpacing: '0.18em', lineHeight: 1.8 },
    button: { fontFamily: fonts.mono, fontWeight: 700, letterSpacing: '0.08em' },
    body1: { lineHeight: 1.65 },
    body2: { lineHeight: 1.6 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundColor: colors.bg,
          backgroundImage: `radial-gradient(1200px 600px at 85% -10%, ${alpha(colors.gold, 0.07)}, transparent 60%), radial-gradient(900px 500px at -10% 110%, ${alpha(colors.emerald, 0.06)}, transparent 60%)`,
          backgroundAttachment: 'fixed',
        },
        '::selection': { background: alpha(colors.gold, 0.35) },
        a: { color: colors.gold },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 8,
          paddingInline: 18,
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundImage: `linear-gradient(180deg, ${colors.goldLight}, ${colors.gold})`,
                boxShadow: `0 0 0 1px ${alpha(colors.goldDark, 0.6)} inset, 0 8px 24px -10px ${alpha(colors.gold, 0.6)}`,
                '&:hover': { backgroundImage: `linear-gradient(180deg, ${colors.goldLight}, ${colors.goldDark})` },
                '&.Mui-disabled': { backgroundImage: 'none', boxShadow: 'none' },
              },
            },
          ],
        },
        sizeLarge: { paddingBlock: 12, paddingInline: 26, fontSize: '0.95rem' },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: colors.line },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { backgroundColor: alpha(colors.paper, 0.92), borderColor: colors.line, borderRadius: 14 },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: { fontFamily: fonts.mono, fontWeight: 600, letterSpacing: '0.04em' },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: alpha(colors.bgDeep, 0.6),
          '& .MuiOutlinedInput-notchedOutline': { borderColor: colors.line },
        },
      },
    },
    MuiTab: {
      styleOverrides: { root: { fontFamily: fonts.mono, fontWeight: 700, letterSpacing: '0.08em' } },
    },
    MuiTooltip: { defaultProps: { enterDelay: 700 } },
    MuiDrawer: {
      styleOverrides: { paper: { backgroundColor: colors.bgDeep, borderColor: colors.line } },
    },
  },
});

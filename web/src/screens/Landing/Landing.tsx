import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BoltIcon from '@mui/icons-material/Bolt';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import DiamondIcon from '@mui/icons-material/Diamond';
import InboxIcon from '@mui/icons-material/Inbox';
import MemoryIcon from '@mui/icons-material/Memory';
import PolicyIcon from '@mui/icons-material/Policy';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { PublicNav } from '../../components/PublicNav';
import { useSignInLink } from '../../relay/useSignInLink';
import { PublicFooter } from '../../components/PublicFooter';
import { useSignedIn } from '../../relay/useSignedIn';
import { colors, fonts } from '../../theme';
import { GamificationDemo } from './GamificationDemo';
import { MinePreview } from './MinePreview';

type Icon = ComponentType<SvgIconProps>;

const STEPS: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Connect all emails',
    text: 'Link every mailbox you run — Gmail, Outlook, IMAP — in a couple of clicks. Each one is tagged with its venture, so nothing blends together.',
    icon: InboxIcon,
  },
  {
    title: 'Mine commitments',
    text: 'Our AI reads each message, scores it from 0 to 100 and pulls out the promises you made, the ones made to you, action items and deadlines.',
    icon: DiamondIcon,
  },
  {
    title: 'Take action',
    text: 'Commitments become todos and calendar items. Close them out, earn XP, keep your streak alive — and never let a promise go quiet again.',
    icon: TaskAltIcon,
  },
];

const AUDIENCES: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Founders',
    text: 'Investor updates, customer promises and hiring threads across every company you have started — one queue, ranked by what matters today.',
    icon: RocketLaunchIcon,
  },
  {
    title: 'Portfolio CEOs',
    text: 'Run several operating companies without dropping a board request or a partner deadline buried in the wrong inbox.',
    icon: BusinessIcon,
  },
  {
    title: 'Business owners',
    text: 'Quotes, invoices and supplier commitments surface on their own, with the money already tagged for tax season.',
    icon: StorefrontIcon,
  },
  {
    title: 'Investment partners',
    text: 'Track every intro you promised, every follow-up a founder owes you, and every diligence request across the whole portfolio.',
    icon: TrendingUpIcon,
  },
];

const FEATURES: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Multi-email unification',
    text: 'All your mailboxes in one mine. Search, sort and act across accounts without switching tabs or logins.',
    icon: InboxIcon,
  },
  {
    title: 'Cross-venture tracking',
    text: 'See which company each commitment belongs to and how every venture is doing on the promises it has made.',
    icon: WorkspacesIcon,
  },
  {
    title: 'Unified calendar sync',
    text: 'Deadlines found in mail land on one calendar, with a link back to the exact email they came from.',
    icon: CalendarMonthIcon,
  },
  {
    title: 'Universal memory',
    text: 'Ask Nugget anything in plain English — “what did I promise Acme in March?” — and get the answer from years of mail.',
    icon: MemoryIcon,
  },
  {
    title: 'Venture segregation',
    text: 'Each venture keeps its own lane: its own accounts, its own financials, its own commitments. No cross-contamination.',
    icon: CallSplitIcon,
  },
  {
    title: 'Automated excellence',
    text: 'Scoring, categorising, suggested replies and follow-up reminders run in the background while you do the real work.',
    icon: BoltIcon,
  },
];

const PROOF = [
  { value: '95%', label: 'commitment accuracy' },
  { value: '100%', label: 'delivery mindset' },
  { value: 'Free', label: 'setup' },
  { value: '$0', label: 'no credit card' },
];

function Section({ id, overline, title, intro, children }: { id: string; overline: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ px: { xs: 2, md: 4 }, py: { xs: 7, md: 10 } }}>
      <Box sx={{ maxWidth: 1160, mx: 'auto' }}>
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography variant="overline" sx={{ color: colors.gold }}>
            {overline}
          </Typography>
          <Typography variant="h2" id={`${id}-title`}>
            {title}
          </Typography>
          {intro && (
            <Typography color="textSecondary" sx={{ mt: 2, fontSize: 17 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

function IconTile({ icon: Icon, color = colors.gold }: { icon: Icon; color?: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 44,
        height: 44,
        borderRadius: 2.5,
        display: 'grid',
        placeItems: 'center',
        color,
        bgcolor: alpha(color, 0.1),
        border: `1px solid ${alpha(color, 0.3)}`,
        flexShrink: 0,
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

const cardSx = {
  p: 3,
  borderRadius: 3.5,
  border: 1,
  borderColor: 'divider',
  bgcolor: alpha(colors.paper, 0.8),
  transition: 'border-color 160ms ease, transform 160ms ease',
  '&:hover': { borderColor: alpha(colors.gold, 0.45), transform: 'translateY(-2px)' },
} as const;

/** `/` for visitors and `/landing` for everyone: the marketing page (a signed-in miner's `/` is the Performance Hub). */
export default function Landing() {
  const signedIn = useSignedIn();
  const signIn = useSignInLink();
  const startMining = signedIn ? ({ component: RouterLink, to: '/mine' } as const) : signIn;

  return (
    // Signed in, the app shell's <main> holds it already.
    <Box component={signedIn ? 'div' : 'main'} sx={{ minHeight: '100vh' }}>
      <PublicNav signedIn={signedIn} />

      {/* Hero */}
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          px: { xs: 2, md: 4 },
          pt: { xs: 6, md: 10 },
          pb: { xs: 6, md: 8 },
          backgroundImage: `radial-gradient(800px 420px at 70% 0%, ${alpha(colors.gold, 0.14)}, transparent 70%)`,
        }}
      >
        <Box
          sx={{
            maxWidth: 1160,
            mx: 'auto',
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.5,
                mb: 3,
                borderRadius: 99,
                border: `1px solid ${alpha(colors.gold, 0.35)}`,
                bgcolor: alpha(colors.gold, 0.08),
                color: colors.gold,
                fontFamily: fonts.mono,
                fontSize: 12,
                letterSpacing: '0.12em',
              }}
            >
              <AutoAwesomeIcon sx={{ fontSize: 14 }} /> AI COMMITMENT MINING
            </Box>
            <Typography variant="h1" id="hero-title">
              Your inbox is a gold mine.{' '}
              <Box component="span" sx={{ color: colors.gold }}>
                Start digging.
              </Box>
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 3, fontSize: { xs: 17, md: 19 }, maxWidth: 560 }}>
              Nugget connects every mailbox you run, reads them with AI and turns buried promises, deadlines and deals into a gamified command center — so
              nothing you committed to slips through the cracks again.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
              <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} {...startMining}>
                START MINING
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/dashboard">
                DASHBOARD
              </Button>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, max-content)', sm: 'repeat(4, max-content)' }, gap: { xs: 2.5, sm: 4 }, mt: 5 }}>
              {PROOF.map((p) => (
                <Box key={p.label}>
                  <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: { xs: 22, sm: 26 }, lineHeight: 1.2 }}>{p.value}</Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
                    {p.label}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <MinePreview />
        </Box>
      </Box>

      {/* Data transparency */}
      <Box sx={{ px: { xs: 2, md: 4 } }}>
        <Box
          role="note"
          aria-label="Data transparency"
          sx={{
            maxWidth: 1160,
            mx: 'auto',
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            border: `1px solid ${alpha(colors.emerald, 0.35)}`,
            bgcolor: alpha(colors.emerald, 0.06),
          }}
        >
          <IconTile icon={PolicyIcon} color={colors.emerald} />
          <Box>
            <Typography variant="h6" component="h2" sx={{ color: colors.emerald }}>
              DATA TRANSPARENCY
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              To score your mail and find commitments, Nugget sends the content of the emails you connect to a third-party AI model. Attachments are only read
              when you choose to. We never sell your data or use it to advertise, your OAuth tokens are encrypted at rest, and you can disconnect an account or
              delete everything at any time. The full details are in our{' '}
              <Link component={RouterLink} to="/privacy-policy">
                Privacy Policy
              </Link>
              .
            </Typography>
          </Box>
        </Box>
      </Box>

      <Section
        id="how"
        overline="HOW IT WORKS"
        title="Three steps from inbox to done"
        intro="No new habits to learn. Nugget works on the mail you already get and hands you back a clean list of what you owe and what you are owed."
      >
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {STEPS.map((step, i) => (
            <Box component="li" key={step.title} sx={{ ...cardSx, position: 'relative' }}>
              <Typography
                aria-hidden
                sx={{ position: 'absolute', top: 16, right: 20, fontFamily: fonts.mono, fontWeight: 800, fontSize: 40, color: alpha(colors.gold, 0.16) }}
              >
                0{i + 1}
              </Typography>
              <IconTile icon={step.icon} />
              <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
                {step.title}
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {step.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        id="audience"
        overline="BUILT FOR OPERATORS"
        title="For people who run more than one thing"
        intro="If your week spans several companies, several inboxes and a long tail of promises, Nugget was built for you."
      >
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {AUDIENCES.map((a) => (
            <Box key={a.title} component="article" sx={cardSx}>
              <IconTile icon={a.icon} color={colors.emerald} />
              <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
                {a.title}
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1, fontSize: 15 }}>
                {a.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="features" overline="THE TOOLKIT" title="Everything your inboxes have been hiding">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {FEATURES.map((f) => (
            <Box key={f.title} component="article" sx={{ ...cardSx, display: 'flex', gap: 2 }}>
              <IconTile icon={f.icon} />
              <Box>
                <Typography variant="h6" component="h3" sx={{ letterSpacing: '0.02em' }}>
                  {f.title}
                </Typography>
                <Typography color="textSecondary" sx={{ mt: 0.75, fontSize: 15 }}>
                  {f.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        id="game"
        overline="GAMIFIED FOLLOW-THROUGH"
        title="Keeping promises should feel like winning"
        intro="Every commitment you close earns XP. Keep a daily streak, level up, and collect nuggets for the high-value mail you act on. Try it:"
      >
        <GamificationDemo />
      </Section>

      {/* Call to action */}
      <Box component="section" aria-labelledby="cta-title" sx={{ px: { xs: 2, md: 4 }, pb: { xs: 8, md: 12 } }}>
        <Box
          sx={{
            maxWidth: 1160,
            mx: 'auto',
            textAlign: 'center',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            borderRadius: 5,
            border: `1px solid ${alpha(colors.gold, 0.4)}`,
            backgroundImage: `radial-gradient(600px 300px at 50% 0%, ${alpha(colors.gold, 0.2)}, transparent 70%), linear-gradient(180deg, ${colors.paperRaised}, ${colors.paper})`,
          }}
        >
          <Typography variant="h2" id="cta-title">
            Stop leaving gold in your inbox.
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 2, fontSize: 17, maxWidth: 620, mx: 'auto' }}>
            Connect your first mailbox in under a minute. Setup is free, no credit card required — your first nuggets show up while you are still reading this
            page.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
            <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} {...startMining}>
              START MINING
            </Button>
          </Box>
        </Box>
      </Box>

      <PublicFooter />
    </Box>
  );
}

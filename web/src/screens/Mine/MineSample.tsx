import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HardwareIcon from '@mui/icons-material/Hardware';
import LoginIcon from '@mui/icons-material/Login';
import ScienceIcon from '@mui/icons-material/Science';
import { PublicNav } from '../../components/PublicNav';
import { useToast } from '../../components/Toasts';
import { CommitmentPanel } from '../../components/mail/CommitmentPanel';
import { DisabledWithReason } from '../../components/mail/DisabledWithReason';
import { ComposeActions } from '../../components/mail/ComposeActions';
import { commitmentXp } from '../../components/mail/format';
import { colors } from '../../theme';
import { MineDetailView } from './MineDetailView';
import { MineBulkBar, MineControls, MineEmpty, MineFigures, MineFrame, MineNoSelection, Scroll, type MineView } from './MineParts';
import { MineRow } from './MineRow';
import { SAMPLE_EMAILS } from './samples';

const SIGN_IN = '/auth/login';
const SIGN_IN_TO_MINE = 'Sign in to mine your own mail';

function SignInButton({ label = 'SIGN IN TO MINE', size = 'medium' }: { label?: string; size?: 'small' | 'medium' }) {
  return (
    <Button
      variant="contained"
      color="secondary"
      size={size}
      startIcon={size === 'small' ? <HardwareIcon /> : <LoginIcon />}
      component={RouterLink}
      to={SIGN_IN}
    >
      {label}
    </Button>
  );
}

/** /mine for a signed-out visitor: three built-in sample emails, already mined, and a prompt to sign in. */
export default function MineSample() {
  const { toast } = useToast();
  const [view, setView] = useState<MineView>('nuggets');
  const [archived, setArchived] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);

  const emails = useMemo(() => SAMPLE_EMAILS.filter((e) => !archived.has(e.id) && (view === 'all' || e.view === view)), [view, archived]);
  const remaining = SAMPLE_EMAILS.filter((e) => !archived.has(e.id));
  const open = openId ? SAMPLE_EMAILS.find((e) => e.id === openId) : undefined;
  const xp = emails.reduce((sum, e) => sum + e.commitments.reduce((s, c) => s + commitmentXp(c), 0), 0);
  const selected = emails.filter((e) => checked.has(e.id)).map((e) => e.id);

  const toggle = useCallback((id: string) => {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const banner = (
    <Box
      role="note"
      aria-label="Sample mail"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        p: 2,
        borderRadius: 3,
        border: `1px solid ${alpha(colors.emerald, 0.4)}`,
        bgcolor: alpha(colors.emerald, 0.08),
      }}
    >
      <ScienceIcon sx={{ color: colors.emerald }} />
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography sx={{ fontWeight: 700 }}>You are looking at sample emails.</Typography>
        <Typography variant="body2" color="textSecondary">
          Sign in and connect a mailbox to mine your own inbox for nuggets, commitments and XP.
        </Typography>
      </Box>
      <SignInButton />
    </Box>
  );

  const list = (
    <>
      <MineFigures unread={remaining.filter((e) => !e.isRead).length} nuggets={remaining.filter((e) => e.view === 'nuggets').length} xp={xp} />
      <MineControls
        total={emails.length}
        selected={selected.length}
        onSelectAll={(all) => setChecked(all ? new Set(emails.map((e) => e.id)) : new Set())}
        view={view}
        onView={(next) => {
          setChecked(new Set());
          setView(next);
        }}
      />
      {selected.length > 0 && (
        <MineBulkBar
          count={selected.length}
          onMineAll={() => undefined}
          mineAllAction={
            <DisabledWithReason reason={SIGN_IN_TO_MINE}>
              <Button size="small" variant="contained" color="secondary" startIcon={<HardwareIcon />} disabled>
                MINE ALL
              </Button>
            </DisabledWithReason>
          }
          onArchive={() => {
            setArchived((current) => new Set([...current, ...selected]));
            if (openId && selected.includes(openId)) setOpenId(null);
            setChecked(new Set());
            toast({ title: 'Archived', description: 'Sample emails archived (only on this page).' });
          }}
          onClear={() => setChecked(new Set())}
        />
      )}
      <Scroll label="Emails">
        {emails.length === 0 ? (
          <MineEmpty hasMail={remaining.length > 0} view={view} action={<SignInButton />} />
        ) : (
          <Box component="ul" aria-label={`${view} emails`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {emails.map((e) => (
              <MineRow key={e.id} email={e} selected={checked.has(e.id)} active={openId === e.id} onToggle={toggle} onOpen={setOpenId} />
            ))}
          </Box>
        )}
      </Scroll>
    </>
  );

  const detail = (
    <Scroll label="Email detail">
      {open ? (
        <MineDetailView
          email={open}
          actions={<ComposeActions disabledReason="Sign in to reply from your own mailbox" />}
          commitments={
            <CommitmentPanel
              commitments={open.commitments}
              mineAction={<SignInButton size="small" label="SIGN IN TO MINE" />}
              emptyText="Nothing to mine in this one — newsletters rarely owe you anything."
              renderActions={() => (
                <>
                  <DisabledWithReason reason={SIGN_IN_TO_MINE}>
                    <Button size="small" variant="outlined" color="secondary" disabled>
                      CREATE TODO
                    </Button>
                  </DisabledWithReason>
                  <DisabledWithReason reason={SIGN_IN_TO_MINE}>
                    <Button size="small" variant="outlined" disabled>
                      ADD TO CALENDAR
                    </Button>
                  </DisabledWithReason>
                </>
              )}
            />
          }
        />
      ) : (
        <MineNoSelection />
      )}
    </Scroll>
  );

  return (
    <>
      <PublicNav />
      <Box component="main">
        <MineFrame list={list} detail={detail} banner={banner} offsetTop={65} actions={null} />
      </Box>
    </>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SaveIcon from '@mui/icons-material/Save';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import SpeedIcon from '@mui/icons-material/Speed';
import type { SettingsQuery, SettingsQuery$data } from '../../__generated__/SettingsQuery.graphql';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useToast } from '../../components/Toasts';
import { useLogoutUser } from '../../mutations/useLogoutUser';
import { useUpdateSettings, type UpdateSettingsInput } from '../../mutations/useUpdateSettings';
import { colors, fonts, scoreColor } from '../../theme';
import { AliasesField } from './AliasesField';
import { BrowserNotifications } from './BrowserNotifications';
import { DigestPreview } from './DigestPreview';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ReanalyseAllMail } from './ReanalyseAllMail';
import { RetentionSetting } from './RetentionSetting';
import { SettingsAccounts } from './SettingsAccounts';

type Saved = SettingsQuery$data['settings'];
type Draft = {
  nuggetThreshold?: number;
  autoReplySuggestions?: boolean;
  categorization?: boolean;
  highPriorityNotifications?: boolean;
  dailyDigest?: boolean;
  timeZone?: string;
  aliases?: string[];
};

/** The IANA zones this browser knows (the saved one first if it is not among them, e.g. "UTC"). */
function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

function Row({ label, description, control, htmlFor }: { label: string; description: ReactNode; control: ReactNode; htmlFor?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component={htmlFor ? 'label' : 'p'} htmlFor={htmlFor} sx={{ fontWeight: 600, display: 'block' }}>
          {label}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {description}
        </Typography>
      </Box>
      {control}
    </Box>
  );
}

/** /settings: System Configuration — accounts, AI analysis, notifications, privacy; saved through updateSettings. */
export default function Settings() {
  const data = useLazyLoadQuery<SettingsQuery>(
    graphql`
      query SettingsQuery {
        viewer {
          displayName
          email
        }
        settings {
          nuggetThreshold
          autoReplySuggestions
          categorization
          highPriorityNotifications
          dailyDigest
          dataRetentionDays
          timeZone
          aliases
        }
        ...ReanalyseAllMail_query
        accounts(first: 100) @connection(key: "AccountList_accounts") {
          edges {
            node {
              id
              email
              displayName
              provider
              status
              statusMessage
              lastSync
              emailCount
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const saved: Saved = data.settings;
  const [logout, loggingOut] = useLogoutUser();
  const [update, saving] = useUpdateSettings();
  const { toast } = useToast();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zones = useMemo(() => timeZones(saved.timeZone), [saved.timeZone]);
  const browserZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  const value = {
    nuggetThreshold: draft.nuggetThreshold ?? saved.nuggetThreshold,
    autoReplySuggestions: draft.autoReplySuggestions ?? saved.autoReplySuggestions,
    categorization: draft.categorization ?? saved.categorization,
    highPriorityNotifications: draft.highPriorityNotifications ?? saved.highPriorityNotifications,
    dailyDigest: draft.dailyDigest ?? saved.dailyDigest,
    timeZone: draft.timeZone ?? saved.timeZone,
    aliases: draft.aliases ?? [...saved.aliases],
  };

  /** The changed fields, as the mutation's input (unchanged ones are left out). */
  const changes = useMemo(() => {
    const input: UpdateSettingsInput = {};
    if (draft.nuggetThreshold !== undefined && draft.nuggetThreshold !== saved.nuggetThreshold) input.nuggetThreshold = draft.nuggetThreshold;
    for (const key of ['autoReplySuggestions', 'categorization', 'highPriorityNotifications', 'dailyDigest'] as const) {
      if (draft[key] !== undefined && draft[key] !== saved[key]) input[key] = draft[key];
    }
    if (draft.timeZone !== undefined && draft.timeZone !== saved.timeZone) input.timeZone = draft.timeZone;
    if (draft.aliases !== undefined && draft.aliases.join('\n') !== saved.aliases.join('\n')) input.aliases = draft.aliases;
    return input;
  }, [draft, saved]);
  const dirty = Object.keys(changes).length > 0;

  const set = <K extends keyof Draft>(key: K, next: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: next }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const save = async () => {
    try {
      const outcome = await update(changes);
      if (outcome.ok) {
        setDraft({});
        setErrors({});
        toast({ title: 'Settings Saved', description: 'Your changes are in effect.' });
      } else {
        setErrors(outcome.fieldErrors);
        toast({
          title: 'Settings Not Saved',
          description: Object.keys(outcome.fieldErrors).length ? 'Fix the highlighted field and save again.' : outcome.message,
          variant: 'destructive',
        });
      }
    } catch {
      toast({ title: 'Settings Not Saved', description: 'Check your connection and try again.', variant: 'destructive' });
    }
  };

  const discard = () => {
    setDraft({});
    setErrors({});
  };

  const toggle = (key: 'autoReplySuggestions' | 'categorization' | 'highPriorityNotifications' | 'dailyDigest', label: string) => (
    <Switch checked={value[key]} onChange={(e) => set(key, e.target.checked)} slotProps={{ input: { 'aria-label': label } }} />
  );
  const threshold = value.nuggetThreshold;

  return (
    <Page maxWidth={1100}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Button component={RouterLink} to="/dashboard" startIcon={<SpeedIcon />} color="inherit" sx={{ color: 'text.secondary', ml: -1 }}>
          Dashboard
        </Button>
        <Button onClick={logout} disabled={loggingOut} startIcon={<LogoutIcon />} color="inherit" sx={{ color: 'text.secondary' }}>
          Logout
        </Button>
      </Box>
      <PageHeader
        overline="SETTINGS"
        title="SYSTEM CONFIGURATION"
        icon={<SettingsIcon />}
        subtitle={data.viewer ? `Signed in as ${data.viewer.displayName} · ${data.viewer.email}` : undefined}
      />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <SectionCard title="CONNECTED ACCOUNTS" icon={<AlternateEmailIcon />}>
          <SettingsAccounts accounts={data.accounts.edges.map((e) => e.node)} />
        </SectionCard>

        <SectionCard title="AI ANALYSIS" icon={<AutoAwesomeIcon />}>
          <Box sx={{ pb: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
              <Typography component="label" id="threshold-label" sx={{ fontWeight: 600 }}>
                Nugget score threshold
              </Typography>
              <Typography data-testid="threshold-value" sx={{ fontFamily: fonts.mono, fontWeight: 800, color: scoreColor(threshold) }}>
                {threshold}/100
              </Typography>
            </Box>
            <Slider
              value={threshold}
              min={0}
              max={100}
              step={1}
              onChange={(_e, v) => set('nuggetThreshold', v as number)}
              marks={[{ value: 0 }, { value: 70 }, { value: 100 }]}
              slotProps={{ input: { 'aria-labelledby': 'threshold-label', 'aria-valuetext': `${threshold} out of 100` } }}
              sx={{ color: scoreColor(threshold), py: 1.5 }}
            />
            <Typography variant="body2" color={errors.nuggetThreshold ? 'error' : 'textSecondary'}>
              {errors.nuggetThreshold ?? `Emails scoring ${threshold} or more are nuggets and high priority; the rest is sludge.`}
            </Typography>
          </Box>
          <Row
            label="Auto-reply suggestions"
            description="Draft a suggested reply for each analysed email. Off: none is written or shown."
            control={toggle('autoReplySuggestions', 'Auto-reply suggestions')}
          />
          <Row
            label="Email categorisation"
            description="Sort mail into categories such as business, finance and recruiting. Off: no category is kept or shown."
            control={toggle('categorization', 'Email categorisation')}
          />
          <ReanalyseAllMail query={data} />
        </SectionCard>

        <SectionCard title="NOTIFICATIONS" icon={<NotificationsIcon />}>
          <Row
            label="High-priority notifications"
            description="Tell me in every open tab when a nugget arrives or a commitment falls due today (and a promise of mine tomorrow)."
            control={toggle('highPriorityNotifications', 'High-priority notifications')}
          />
          <BrowserNotifications enabled={saved.highPriorityNotifications} />
          <Row
            label="Daily digest"
            description="One email at 07:00 in your time zone: what is due, what others owe you, new nuggets, money and your streak."
            control={toggle('dailyDigest', 'Daily digest')}
          />
          <DigestPreview />
        </SectionCard>

        <SectionCard title="PRIVACY & SECURITY" icon={<ShieldIcon />}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <RetentionSetting saved={saved.dataRetentionDays ?? null} />

            <Box sx={{ display: 'grid', gap: 1 }}>
              <TextField
                id="time-zone"
                label="Time zone"
                size="small"
                select
                value={value.timeZone}
                onChange={(e) => set('timeZone', e.target.value)}
                error={!!errors.timeZone}
                helperText={errors.timeZone ?? 'Days are counted in it: streaks, on-time bonuses, due days.'}
                slotProps={{ select: { native: true } }}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </TextField>
              {browserZone && browserZone !== value.timeZone && zones.includes(browserZone) && (
                <Button size="small" onClick={() => set('timeZone', browserZone)} sx={{ justifySelf: 'start', ml: -1 }}>
                  Use this browser’s zone ({browserZone.replace(/_/g, ' ')})
                </Button>
              )}
            </Box>

            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>Other addresses</Typography>
              <Typography variant="body2" color="textSecondary">
                Addresses that are also you (old or shared mailboxes you send from). Mail from them counts as yours: its promises are promises you made; mail to
                them is addressed to you. Mail you already have from or to a changed address is read again when you save.
              </Typography>
              <AliasesField value={value.aliases} onChange={(next) => set('aliases', next)} error={errors.aliases} ownEmail={data.viewer?.email ?? ''} />
            </Box>

            <Typography variant="body2" color="textSecondary">
              Mail passwords and OAuth tokens are sealed at rest (AES-256-GCM). Read the <RouterLink to="/privacy-policy">Privacy Policy</RouterLink> for what
              is stored and shared.
            </Typography>
          </Box>
        </SectionCard>
      </Box>

      {data.viewer && <DeleteAccountCard email={data.viewer.email} />}

      {dirty && (
        <>
          {/* Room for the bar, so it never covers the last card. */}
          <Box aria-hidden sx={{ height: 72 }} />
          <Box
            role="region"
            aria-label="Unsaved changes"
            sx={{
              position: 'fixed',
              zIndex: (t) => t.zIndex.appBar,
              bottom: 16,
              // Beside the sidebar (264 px from md up), clear of the toasts (bottom right, 420 px, from sm up).
              left: { xs: 16, md: 264 + 32 },
              right: { xs: 16, sm: 452 },
              maxWidth: 760,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              pl: 2.5,
              borderRadius: 3,
              border: `1px solid ${alpha(colors.gold, 0.5)}`,
              bgcolor: colors.paperRaised,
              boxShadow: '0 18px 40px -12px rgba(0,0,0,.8)',
            }}
          >
            <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 140 }}>
              Unsaved changes{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                ({Object.keys(changes).length} {Object.keys(changes).length === 1 ? 'setting' : 'settings'})
              </Typography>
            </Typography>
            <Button onClick={discard} disabled={saving} color="inherit" sx={{ color: 'text.secondary' }}>
              Discard
            </Button>
            <Button
              variant="contained"
              onClick={save}
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveIcon />}
            >
              {saving ? 'SAVING...' : 'SAVE CHANGES'}
            </Button>
          </Box>
        </>
      )}
    </Page>
  );
}

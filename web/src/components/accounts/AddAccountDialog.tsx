import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import GoogleIcon from '@mui/icons-material/Google';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import WaterIcon from '@mui/icons-material/Water';
import type { AddAccountDialog_query$key } from '../../__generated__/AddAccountDialog_query.graphql';
import { useConnectImapAccount } from '../../mutations/useConnectImapAccount';
import { colors } from '../../theme';
import { useToast } from '../Toasts';
import { ProviderBadge } from './Badges';
import { PROVIDERS, SIGN_IN_NAMES, gmailAuthUrl, isImapProvider, needsServerSettings, withLoginHint } from './providers';

export interface AccountForm {
  provider: string;
  email: string;
  password: string;
  host: string;
  port: string;
  secure: boolean;
  user: string;
  displayName: string;
  company: string;
}

const BLANK: AccountForm = { provider: '', email: '', password: '', host: '', port: '993', secure: true, user: '', displayName: '', company: '' };
/** Spec §4: after a successful connection the form resets to an empty email and provider gmail. */
const AFTER_SUCCESS: AccountForm = { ...BLANK, provider: 'gmail' };

type Errors = Partial<Record<keyof AccountForm | 'form', string>>;

interface AddAccountDialogProps {
  open: boolean;
  onClose: () => void;
  query: AddAccountDialog_query$key;
  /** Prefill (reconnecting an account asks only for the password again). */
  initial?: Partial<AccountForm>;
}

/**
 * The connect-new-stream dialog (spec §2, §4, §5): Gmail goes to Google's consent
 * screen, Outlook and Yahoo to their sign-in when the server has their OAuth app;
 * every other provider (and those two, by choice) connects over IMAP with a
 * password, the server settings prefilled from the provider's preset.
 */
export default function AddAccountDialog({ open, onClose, query, initial }: AddAccountDialogProps) {
  const { providerPresets } = useFragment(
    graphql`
      fragment AddAccountDialog_query on Query {
        providerPresets {
          provider
          imapHost
          imapPort
          imapSecure
          note
          signInUrl
        }
      }
    `,
    query,
  );
  const [form, setForm] = useState<AccountForm>({ ...BLANK, ...initial });
  const [errors, setErrors] = useState<Errors>({});
  const [connect, connecting] = useConnectImapAccount();
  const [redirecting, setRedirecting] = useState(false);
  // Outlook and Yahoo connect through their own sign-in when the server has their OAuth app,
  // unless the user prefers an app password.
  const [usePassword, setUsePassword] = useState(false);
  const { toast } = useToast();
  const busy = connecting || redirecting;

  // A reconnect opens the dialog with that account's settings (once per opening).
  const wasOpen = useRef(false);
  useEffect(() => {
    // Each opening offers the provider's sign-in first, except when reconnecting a
    // mailbox that used a password: that asks for the password again.
    if (open && !wasOpen.current) setUsePassword(Boolean(initial));
    if (open && !wasOpen.current && initial) {
      setForm({ ...BLANK, ...initial });
      setErrors({});
    }
    wasOpen.current = open;
  }, [open, initial]);

  const preset = providerPresets.find((p) => p.provider === form.provider);
  const signInUrl = form.provider !== 'gmail' && !usePassword ? (preset?.signInUrl ?? null) : null;
  const signInName = SIGN_IN_NAMES[form.provider] ?? 'your provider';
  const imap = isImapProvider(form.provider) && !signInUrl;
  const manual = needsServerSettings(form.provider);

  const set = (name: keyof AccountForm) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = name === 'secure' ? e.target.checked : e.target.value;
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name] || errors.form) setErrors(({ [name]: _field, form: _form, ...rest }) => rest);
  };

  const chooseProvider = (provider: string) => {
    setUsePassword(false);
    const p = providerPresets.find((x) => x.provider === provider);
    setForm((f) => ({
      ...f,
      provider,
      host: p?.imapHost ?? (needsServerSettings(provider) ? '' : f.host),
      port: String(p?.imapPort ?? 993),
      secure: p?.imapSecure ?? true,
    }));
    setErrors({});
  };

  const close = () => {
    if (busy) return;
    onClose();
  };

  const fail = (fieldErrors: Errors) => {
    setErrors(fieldErrors);
    toast({ title: 'Connection Failed', description: 'Unable to connect email stream. Try again.', variant: 'destructive' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.provider) return;
    const email = form.email.trim();
    if (!email) {
      setErrors({ email: 'Please enter an email address.' });
      toast({ title: 'Email Required', description: 'Please enter an email address.', variant: 'destructive' });
      return;
    }
    if (form.provider === 'gmail' || signInUrl) {
      setRedirecting(true);
      window.location.assign(signInUrl ? withLoginHint(signInUrl, email) : gmailAuthUrl(email));
      return;
    }
    const port = Number(form.port);
    const clientErrors: Errors = {};
    if (!form.password) clientErrors.password = 'Password is required';
    if (manual && !form.host.trim()) clientErrors.host = 'IMAP server is required for this provider';
    if (!Number.isInteger(port) || port < 1 || port > 65535) clientErrors.port = 'Port must be 1–65535';
    if (Object.keys(clientErrors).length) {
      setErrors(clientErrors);
      return;
    }
    try {
      // Optional fields left empty are left out (the server reads an explicit null as a wrong type).
      const outcome = await connect({
        provider: form.provider,
        email,
        password: form.password,
        host: form.host.trim() || undefined,
        port,
        secure: form.secure,
        user: form.user.trim() || undefined,
        displayName: form.displayName.trim() || undefined,
        company: form.company.trim() || undefined,
      });
      if (!outcome.ok) {
        const known = new Set<string>(Object.keys(BLANK));
        const fieldErrors: Errors = {};
        for (const [name, message] of Object.entries(outcome.fieldErrors)) {
          if (known.has(name)) fieldErrors[name as keyof AccountForm] = message;
          else fieldErrors.form ??= message;
        }
        if (!Object.keys(fieldErrors).length) fieldErrors.form = outcome.message;
        fail(fieldErrors);
        return;
      }
      setForm(AFTER_SUCCESS);
      setErrors({});
      onClose();
      toast({ title: 'Stream Connected', description: 'Email account added to your sluice successfully.' });
    } catch {
      fail({ form: 'The server could not be reached. Check your connection and try again.' });
    }
  };

  const field = (name: keyof Omit<AccountForm, 'secure' | 'provider'>) => ({
    name,
    id: `add-account-${name}`,
    value: form[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    disabled: busy,
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-account-title"
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: colors.paper } } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="add-account-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 38,
              height: 38,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              color: colors.gold,
              bgcolor: alpha(colors.gold, 0.1),
              border: `1px solid ${alpha(colors.gold, 0.3)}`,
            }}
          >
            <WaterIcon fontSize="small" />
          </Box>
          <Box>
            <Typography variant="h5" component="span" sx={{ display: 'block' }}>
              CONNECT NEW STREAM
            </Typography>
            <Typography variant="body2" color="textSecondary">
              Add a mailbox to your sluice. Nothing is sent without you.
            </Typography>
          </Box>
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.25, pt: '12px !important' }}>
          <TextField
            select
            id="add-account-provider"
            label="Provider"
            value={form.provider}
            onChange={(e) => chooseProvider(e.target.value)}
            disabled={busy}
            error={Boolean(errors.provider)}
            helperText={errors.provider ?? (form.provider ? undefined : 'Choose where this mailbox lives.')}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) => {
                  const p = PROVIDERS.find((x) => x.id === value);
                  return p ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                      <ProviderBadge provider={p.id} />
                      {p.name}
                    </Box>
                  ) : (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      Select a provider
                    </Box>
                  );
                },
              },
              inputLabel: { shrink: true },
            }}
          >
            {PROVIDERS.map((p) => (
              <MenuItem key={p.id} value={p.id} sx={{ gap: 1.5 }}>
                <Box sx={{ width: 104, flexShrink: 0 }}>
                  <ProviderBadge provider={p.id} />
                </Box>
                <Box sx={{ flex: 1 }}>{p.name}</Box>
                <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12 }}>
                  {p.hint}
                </Typography>
              </MenuItem>
            ))}
          </TextField>

          <TextField {...field('email')} label="Email address" type="email" autoComplete="email" placeholder="you@venture.com" helperText={errors.email} />

          {form.provider === 'gmail' && (
            <Alert
              icon={<GoogleIcon fontSize="small" />}
              severity="info"
              sx={{
                bgcolor: alpha(colors.gold, 0.07),
                color: 'text.primary',
                border: `1px solid ${alpha(colors.gold, 0.25)}`,
                '& .MuiAlert-icon': { color: colors.gold },
              }}
            >
              You continue on Google&apos;s consent screen for this address, then come back here with the stream connected.
            </Alert>
          )}

          {signInUrl && (
            <Alert
              icon={<LoginIcon fontSize="small" />}
              severity="info"
              sx={{
                bgcolor: alpha(colors.teal, 0.07),
                color: 'text.primary',
                border: `1px solid ${alpha(colors.teal, 0.25)}`,
                '& .MuiAlert-icon': { color: colors.teal },
              }}
              action={
                <Button color="inherit" size="small" onClick={() => setUsePassword(true)} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
                  Use an app password
                </Button>
              }
            >
              You continue on {signInName}&apos;s sign-in page; Nugget never sees your password.
            </Alert>
          )}

          <Collapse in={imap} unmountOnExit>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>
              <TextField
                {...field('password')}
                label="Password or app password"
                type="password"
                autoComplete="current-password"
                helperText={errors.password ?? preset?.note ?? 'Many providers need an app password instead of your normal one.'}
                slotProps={{ input: { startAdornment: <LockIcon sx={{ fontSize: 18, color: 'text.secondary', mr: 1 }} /> } }}
              />
              <Box
                sx={{
                  p: 2,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: alpha(colors.bgDeep, 0.45),
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                }}
              >
                <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1, fontSize: 11 }}>
                  IMAP SERVER {manual ? '' : '· PREFILLED FOR YOUR PROVIDER'}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 110px' } }}>
                  <TextField {...field('host')} label="IMAP server" placeholder="imap.example.com" required={manual} helperText={errors.host} />
                  <TextField {...field('port')} label="Port" inputMode="numeric" required helperText={errors.port} />
                </Box>
                <FormControlLabel
                  control={<Switch checked={form.secure} onChange={set('secure')} disabled={busy} />}
                  label={
                    <Typography variant="body2">
                      SSL/TLS from the start{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        (off for STARTTLS or a local Bridge)
                      </Box>
                    </Typography>
                  }
                />
                <TextField {...field('user')} label="Username (optional)" helperText={errors.user ?? 'Only when it differs from the email address.'} />
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField {...field('displayName')} label="Display name (optional)" helperText={errors.displayName} />
                <TextField {...field('company')} label="Company / venture (optional)" helperText={errors.company} />
              </Box>
            </Box>
          </Collapse>

          {errors.form && (
            <Alert severity="error" variant="outlined">
              {errors.form}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, pt: 1, gap: 1 }}>
          <Button onClick={close} disabled={busy} color="inherit" sx={{ color: 'text.secondary' }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.provider || busy}
            startIcon={
              busy ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : form.provider === 'gmail' ? (
                <GoogleIcon />
              ) : signInUrl ? (
                <LoginIcon />
              ) : undefined
            }
            sx={{ minWidth: 190 }}
          >
            {busy ? 'CONNECTING...' : form.provider === 'gmail' || signInUrl ? `CONTINUE WITH ${signInName.toUpperCase()}` : 'CONNECT STREAM'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

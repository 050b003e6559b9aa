import { useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { AuthCard } from '../../components/AuthCard';
import { useToast } from '../../components/Toasts';
import type { AuthOutcome } from '../../mutations/authOutcome';
import { useLoginUser } from '../../mutations/useLoginUser';
import { useRegisterUser } from '../../mutations/useRegisterUser';
import { refreshViewer } from '../../relay/viewer';
import { validateLogin, validateRegister, type FieldErrors, type LoginForm, type RegisterForm } from './validation';

type Mode = 'login' | 'register';

const EMPTY_LOGIN: LoginForm = { email: '', password: '' };
const EMPTY_REGISTER: RegisterForm = { firstName: '', lastName: '', email: '', password: '' };

/** Server field names may come as `email` or `input.email`. */
function serverFieldErrors(outcome: Extract<AuthOutcome, { ok: false }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { name, message } of outcome.fieldErrors) errors[name.split('.').pop() ?? name] = message;
  return errors;
}

/** /dev-login: email-and-password sign-in and registration for development machines. */
export default function DevLogin() {
  const [mode, setMode] = useState<Mode>('login');
  const [loginForm, setLoginForm] = useState(EMPTY_LOGIN);
  const [registerForm, setRegisterForm] = useState(EMPTY_REGISTER);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [login] = useLoginUser();
  const [register] = useRegisterUser();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { toast } = useToast();

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
  };

  const finish = async (outcome: AuthOutcome, kind: Mode) => {
    const failTitle = kind === 'login' ? 'Login Failed' : 'Registration Failed';
    const failFallback = kind === 'login' ? 'Login failed' : 'Registration failed';
    if (!outcome.ok) {
      setErrors(serverFieldErrors(outcome));
      toast({ title: failTitle, description: outcome.message ?? failFallback, variant: 'destructive' });
      setBusy(false);
      return;
    }
    const name = outcome.user.firstName || outcome.user.email;
    toast(
      kind === 'login'
        ? { title: 'Login Successful', description: `Welcome back, ${name}!` }
        : { title: 'Account Created', description: `Welcome to Nugget, ${name}! Your mine is open: connect an inbox to strike gold.` },
    );
    // The session cookie is set: ask who we are now, then go home as a signed-in miner.
    await refreshViewer(environment).catch(() => undefined);
    navigate('/', { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const clientErrors = mode === 'login' ? validateLogin(loginForm) : validateRegister(registerForm);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;

    setBusy(true);
    try {
      const outcome =
        mode === 'login'
          ? await login({ email: loginForm.email.trim(), password: loginForm.password })
          : await register({
              email: registerForm.email.trim(),
              password: registerForm.password,
              firstName: registerForm.firstName.trim() || null,
              lastName: registerForm.lastName.trim() || null,
            });
      await finish(outcome, mode);
    } catch {
      toast({
        title: mode === 'login' ? 'Login Failed' : 'Registration Failed',
        description: 'Something went wrong',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  const field = <F extends { [K in keyof F]: string }>(form: F, setForm: (f: F) => void, name: keyof F & string) => ({
    name,
    id: `${mode}-${name}`,
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setForm({ ...form, [name]: e.target.value });
      if (errors[name]) setErrors(({ [name]: _drop, ...rest }) => rest);
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    disabled: busy,
  });

  return (
    <AuthCard
      title="MINER ACCESS"
      subtitle="Sign in or open a new account on this Nugget server."
      footer={
        <Typography variant="body2" color="textSecondary">
          Prefer a provider? Go to the{' '}
          <Link component={RouterLink} to="/auth/login">
            sign-in page
          </Link>
          .
        </Typography>
      }
    >
      <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
        <strong>Development mode.</strong> Accounts created here live only in this server&apos;s database. Production sign-in uses Google.
      </Alert>

      <Tabs
        value={mode}
        onChange={(_, next: Mode) => switchMode(next)}
        variant="fullWidth"
        aria-label="Login or register"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="login" label="Login" id="tab-login" aria-controls="panel-login" />
        <Tab value="register" label="Register" id="tab-register" aria-controls="panel-register" />
      </Tabs>

      <Box id={`panel-${mode}`} role="tabpanel" aria-labelledby={`tab-${mode}`}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {mode === 'login' ? (
            <Stack spacing={1}>
              <TextField label="Email" type="email" autoComplete="email" autoFocus {...field(loginForm, setLoginForm, 'email')} />
              <TextField label="Password" type="password" autoComplete="current-password" {...field(loginForm, setLoginForm, 'password')} />
              <Button
                type="submit"
                size="large"
                variant="contained"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {busy ? 'AUTHENTICATING...' : 'ACCESS SYSTEM'}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
                <TextField label="First name (optional)" autoComplete="given-name" autoFocus {...field(registerForm, setRegisterForm, 'firstName')} />
                <TextField label="Last name (optional)" autoComplete="family-name" {...field(registerForm, setRegisterForm, 'lastName')} />
              </Stack>
              <TextField label="Email" type="email" autoComplete="email" {...field(registerForm, setRegisterForm, 'email')} />
              <TextField
                label="Password"
                type="password"
                placeholder="min 6 chars"
                autoComplete="new-password"
                {...field(registerForm, setRegisterForm, 'password')}
              />
              <Button
                type="submit"
                size="large"
                variant="contained"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {busy ? 'CREATING ACCOUNT...' : 'CREATE MINER ACCOUNT'}
              </Button>
            </Stack>
          )}
        </Box>
      </Box>

      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 12 }}>OR</Divider>
      <Button fullWidth size="large" variant="outlined" disabled startIcon={<GoogleIcon />}>
        Google OAuth (production only)
      </Button>
    </AuthCard>
  );
}

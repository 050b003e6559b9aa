import { colors } from '../../theme';

/** The providers the connect dialog offers, in order (spec §1), with how they connect. */
export const PROVIDERS = [
  { id: 'gmail', name: 'Gmail', hint: 'Google sign-in' },
  { id: 'outlook', name: 'Outlook / Microsoft 365', hint: 'Microsoft sign-in or app password' },
  { id: 'imap', name: 'IMAP (any server)', hint: 'Your server settings' },
  { id: 'yahoo', name: 'Yahoo Mail', hint: 'Yahoo sign-in or app password' },
  { id: 'apple', name: 'iCloud Mail', hint: 'App-specific password' },
  { id: 'protonmail', name: 'Proton Mail (Bridge)', hint: 'Bridge password' },
  { id: 'fastmail', name: 'Fastmail', hint: 'App password' },
  { id: 'zoho', name: 'Zoho Mail', hint: 'App-specific password' },
  { id: 'custom', name: 'Custom server', hint: 'Your server settings' },
] as const;

export type ProviderId = (typeof PROVIDERS)[number]['id'];

/** Spec §2: gmail gold, outlook teal, imap purple; the others each their own. */
export const PROVIDER_COLORS: Record<string, string> = {
  gmail: colors.gold,
  outlook: colors.teal,
  imap: colors.purple,
  yahoo: '#818CF8',
  apple: '#CBD5E1',
  protonmail: colors.emerald,
  fastmail: colors.blue,
  zoho: colors.red,
  custom: colors.orange,
  imported: '#F472B6',
};

export const providerColor = (provider: string) => PROVIDER_COLORS[provider] ?? colors.grey;

/** Which providers connect with a password over IMAP (everything but Gmail and imported archives). */
export const isImapProvider = (provider: string) => provider !== 'gmail' && provider !== 'imported' && provider !== '';

/** Providers without a preset: the server settings must be typed in. */
export const needsServerSettings = (provider: string) => provider === 'imap' || provider === 'custom';

export const GMAIL_AUTH_URL = '/api/gmail/auth';

/** Google's consent screen for this address (connect or reconnect). */
export function gmailAuthUrl(email?: string): string {
  return withLoginHint(GMAIL_AUTH_URL, email);
}

/** A provider's sign-in start URL, prefilled with the address when known. */
export function withLoginHint(url: string, email?: string): string {
  return email ? `${url}${url.includes('?') ? '&' : '?'}login_hint=${encodeURIComponent(email)}` : url;
}

/** Whose sign-in page a provider's OAuth connection goes through. */
export const SIGN_IN_NAMES: Record<string, string> = { gmail: 'Google', outlook: 'Microsoft', yahoo: 'Yahoo' };

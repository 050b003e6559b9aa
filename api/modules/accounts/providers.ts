// Mail providers: IMAP/SMTP presets (editable for custom servers) and which
// connect through OAuth. Values are the providers' documented settings.
export type ImapPreset = { imapHost: string; imapPort: number; imapSecure: boolean; smtpHost: string; smtpPort: number; smtpSecure: boolean; note?: string };

export const IMAP_PRESETS: Record<string, ImapPreset | null> = {
  imap: null,
  custom: null,
  yahoo: {
    imapHost: 'imap.mail.yahoo.com',
    imapPort: 993,
    imapSecure: true,
    smtpHost: 'smtp.mail.yahoo.com',
    smtpPort: 465,
    smtpSecure: true,
    note: 'Use an app password (Account security → Generate app password).',
  },
  apple: {
    imapHost: 'imap.mail.me.com',
    imapPort: 993,
    imapSecure: true,
    smtpHost: 'smtp.mail.me.com',
    smtpPort: 587,
    smtpSecure: false,
    note: 'Use an app-specific password from appleid.apple.com.',
  },
  protonmail: {
    imapHost: '127.0.0.1',
    imapPort: 1143,
    imapSecure: false,
    smtpHost: '127.0.0.1',
    smtpPort: 1025,
    smtpSecure: false,
    note: 'Runs through Proton Mail Bridge on this machine; use the password Bridge shows.',
  },
  fastmail: {
    imapHost: 'imap.fastmail.com',
    imapPort: 993,
    imapSecure: true,
    smtpHost: 'smtp.fastmail.com',
    smtpPort: 465,
    smtpSecure: true,
    note: 'Use an app password (Settings → Privacy & Security → App passwords).',
  },
  zoho: {
    imapHost: 'imap.zoho.com',
    imapPort: 993,
    imapSecure: true,
    smtpHost: 'smtp.zoho.com',
    smtpPort: 465,
    smtpSecure: true,
    note: 'Enable IMAP access in Zoho Mail settings; use an app-specific password with 2FA.',
  },
  outlook: {
    imapHost: 'outlook.office365.com',
    imapPort: 993,
    imapSecure: true,
    smtpHost: 'smtp.office365.com',
    smtpPort: 587,
    smtpSecure: false,
    note: 'Connect with Microsoft sign-in when configured, else an app password.',
  },
};

export const PROVIDERS = ['gmail', 'outlook', 'imap', 'yahoo', 'apple', 'protonmail', 'fastmail', 'zoho', 'custom'] as const;
export type Provider = (typeof PROVIDERS)[number] | 'imported';

export const isImapProvider = (p: string) => p !== 'gmail' && p !== 'imported';

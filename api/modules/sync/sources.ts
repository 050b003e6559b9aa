// Which source syncs an account. Imported archives have none: they are imported, not synced.
import type { MailAccount } from '../../db/generated/client.ts';
import type { Config } from '../../config.ts';
import type { MailSource } from './sync.types.ts';
import { createImapSource } from './imap.source.ts';
import { createGmailSource } from './gmail.source.ts';

export function sourceFor(account: MailAccount, config: Config): MailSource | null {
  switch (account.provider) {
    case 'imported':
      return null;
    case 'imap':
    case 'yahoo':
    case 'apple':
    case 'protonmail':
    case 'fastmail':
    case 'zoho':
    case 'custom':
    case 'outlook':
      return createImapSource(config);
    case 'gmail':
      return createGmailSource(config);
    default:
      return null;
  }
}

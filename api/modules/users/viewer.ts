// Who the user is, computed in one place for every request and job: their own
// addresses, their mailboxes' ventures, their time zone and nugget threshold. Read
// through the services that own each part (users, accounts, settings); the request
// context builds it once (Context.profile), a job once per user it works for.
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { DEFAULT_NUGGET_THRESHOLD } from '../settings/settings.service.ts';
import { addressList, type UsersService } from './users.service.ts';

export type ViewerProfile = {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /**
   * The user's own addresses, lower case: the sign-in email, connected mailboxes (not archive
   * imports, whose "address" only names the import) and aliases from settings. Mail from them is
   * the user's; commitments owed by them are the user's to keep.
   */
  addresses: string[];
  /** Connected mailboxes (archive imports aside): their address and venture. */
  mailboxes: { email: string; company: string | null }[];
  timeZone: string;
  nuggetThreshold: number;
};

export function createViewerProfiles(d: {
  users: Pick<UsersService, 'findById'>;
  accounts: Pick<AccountsService, 'list'>;
  settings: Pick<SettingsService, 'find'>;
}) {
  return {
    async load(userId: string): Promise<ViewerProfile> {
      const [user, accounts, settings] = await Promise.all([d.users.findById(userId), d.accounts.list(userId), d.settings.find(userId)]);
      const mailboxes = accounts.filter((a) => a.provider !== 'imported').map((a) => ({ email: a.email, company: a.company }));
      return {
        userId,
        email: user?.email ?? null,
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        addresses: addressList(user?.email, mailboxes, settings?.aliases),
        mailboxes,
        timeZone: settings?.timeZone || 'UTC',
        nuggetThreshold: settings?.nuggetThreshold ?? DEFAULT_NUGGET_THRESHOLD,
      };
    },
  };
}

export type ViewerProfiles = ReturnType<typeof createViewerProfiles>;

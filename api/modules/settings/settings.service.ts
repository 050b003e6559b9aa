// The user's settings (spec §2 /settings): every user has a row with the displayed
// defaults. Also the two destructive rules, both the user's own choice: retention
// (off until the user saves a window; then mail Nugget has stored for longer than the
// window is deleted by a daily job) and "delete my account".
import { z } from 'zod';
import type { PrismaClient } from '../../db/generated/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import { secretToken } from '../../platform/crypto.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { UsersService } from '../users/users.service.ts';

export const DEFAULT_NUGGET_THRESHOLD = 70;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const updateInput = z.object({
  nuggetThreshold: z.number().int('Use a whole number').min(0, 'Between 0 and 100').max(100, 'Between 0 and 100').optional(),
  autoReplySuggestions: z.boolean().optional(),
  categorization: z.boolean().optional(),
  highPriorityNotifications: z.boolean().optional(),
  dailyDigest: z.boolean().optional(),
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone (use a name like Europe/Berlin)').optional(),
  aliases: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ message: 'Invalid email address' })),
    )
    .max(50, 'At most 50 aliases')
    .optional(),
});

const retentionDays = z.number().int('Use a whole number of days').min(7, 'Keep mail at least 7 days').max(3650, 'At most 3650 days (10 years)');

const DAY_MS = 86_400_000;

/** Mail stored before this instant is outside a window of `days` (the window counts from when Nugget stored the mail). */
export const retentionCutoff = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

function checkDays(days: number, field = 'days') {
  const parsed = retentionDays.safeParse(days);
  if (!parsed.success) throw ValidationError.fromFields([{ name: field, message: parsed.error.issues[0]!.message }]);
  return parsed.data;
}

export function createSettingsService(
  prisma: PrismaClient,
  /** The mail retention deletes and the user "delete my account" removes. */
  d: { mail: Pick<MailService, 'storedBefore' | 'countReceivedBefore' | 'deleteStoredBefore' | 'deleteOrphanBlobs'>; users: Pick<UsersService, 'delete'> },
) {
  const service = {
    /** The secret of the user's calendar feed URL (made on first use). */
    async calendarFeedToken(userId: string) {
      const s = await prisma.userSettings.upsert({
        where: { userId },
        create: { userId, calendarFeedToken: secretToken() },
        update: {},
        select: { calendarFeedToken: true },
      });
      return s.calendarFeedToken;
    },

    /** A new calendar feed secret (the old one stops working at once). */
    async rotateCalendarFeedToken(userId: string) {
      const s = await prisma.userSettings.upsert({
        where: { userId },
        create: { userId, calendarFeedToken: secretToken() },
        update: { calendarFeedToken: secretToken() },
      });
      return s.calendarFeedToken;
    },

    /** Whose calendar feed a secret opens, or null. */
    async userIdForCalendarFeed(token: string) {
      const s = await prisma.userSettings.findUnique({ where: { calendarFeedToken: token }, select: { userId: true } });
      return s?.userId ?? null;
    },

    /** The user's time zone (UTC until they choose one). */
    async timeZone(userId: string) {
      const s = await prisma.userSettings.findUnique({ where: { userId }, select: { timeZone: true } });
      return s?.timeZone || 'UTC';
    },

    /** Whether the user hears high-priority notifications (on by default: no settings row is on). */
    async notificationsOn(userId: string) {
      const s = await prisma.userSettings.findUnique({ where: { userId }, select: { highPriorityNotifications: true } });
      return !s || s.highPriorityNotifications;
    },

    /** The users who turned high-priority notifications off (everyone else hears them). */
    async notificationsOffUserIds() {
      return (await prisma.userSettings.findMany({ where: { highPriorityNotifications: false }, select: { userId: true } })).map((s) => s.userId);
    },

    /** The time zones of these users as stored (a user without a settings row is missing). */
    async timeZones(userIds: string[]) {
      const rows = userIds.length ? await prisma.userSettings.findMany({ where: { userId: { in: userIds } }, select: { userId: true, timeZone: true } }) : [];
      return new Map(rows.map((r) => [r.userId, r.timeZone]));
    },

    /** The users who want the daily digest, with their time zone. */
    digestUsers: () => prisma.userSettings.findMany({ where: { dailyDigest: true }, select: { userId: true, timeZone: true } }),

    /** The user's settings row as stored, or null (nothing is written). */
    find: (userId: string) => prisma.userSettings.findUnique({ where: { userId } }),

    get: (userId: string) => prisma.userSettings.upsert({ where: { userId }, create: { userId, calendarFeedToken: secretToken() }, update: {} }),

    async nuggetThreshold(userId: string): Promise<number> {
      const s = await prisma.userSettings.findUnique({ where: { userId }, select: { nuggetThreshold: true } });
      return s?.nuggetThreshold ?? DEFAULT_NUGGET_THRESHOLD;
    },

    async update(userId: string, input: unknown) {
      const parsed = updateInput.safeParse(input ?? {});
      if (!parsed.success) {
        throw ValidationError.fromFields(parsed.error.issues.map((i) => ({ name: String(i.path[0] ?? 'input'), message: i.message })));
      }
      const data = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
      if (data.aliases) data.aliases = [...new Set(data.aliases as string[])];
      return prisma.userSettings.upsert({ where: { userId }, create: { userId, calendarFeedToken: secretToken(), ...data }, update: data });
    },

    /**
     * What a window of `days` would delete now: the user's emails Nugget stored more than
     * `days` ago (whatever their own date says), and the oldest of those.
     */
    async retentionPreview(userId: string, days: number, now = new Date()) {
      const cutoff = retentionCutoff(checkDays(days), now);
      const { count, oldestStoredAt } = await d.mail.storedBefore(userId, cutoff);
      return { days, cutoff, emails: count, oldestStoredAt };
    },

    /**
     * Turns retention on with a window (`days`), or off (`null`). A window deletes mail, so
     * saving one needs `confirmed`: the user has seen the preview of what it deletes.
     */
    async setRetention(userId: string, days: number | null, confirmed: boolean) {
      if (days !== null) {
        checkDays(days);
        if (!confirmed) {
          const { emails } = await service.retentionPreview(userId, days);
          throw ValidationError.fromFields([
            { name: 'confirmed', message: `Confirm the window: ${emails} email(s) stored more than ${days} days ago would be deleted.` },
          ]);
        }
      }
      return prisma.userSettings.upsert({
        where: { userId },
        create: { userId, calendarFeedToken: secretToken(), dataRetentionDays: days },
        update: { dataRetentionDays: days },
      });
    },

    /**
     * The warning an import owes the user when the retention window is on and some of the
     * mail it stored is dated before the window: kept a full window from today (the window
     * counts from when Nugget stored it), then deleted. Null when there is nothing to say.
     */
    async retentionNotice(userId: string, emailIds: string[], now = new Date()): Promise<string | null> {
      if (!emailIds.length) return null;
      const s = await prisma.userSettings.findUnique({ where: { userId }, select: { dataRetentionDays: true } });
      const days = s?.dataRetentionDays;
      if (!days) return null;
      const older = await d.mail.countReceivedBefore(userId, emailIds, retentionCutoff(days, now));
      if (!older) return null;
      return (
        `${older} of the imported emails ${older === 1 ? 'is' : 'are'} dated more than ${days} days ago, older than your retention window. ` +
        `The window counts from when Nugget stored them (today), so they will be deleted in ${days} days unless you widen or turn off retention in Settings.`
      );
    },

    /**
     * The daily job: for each user who chose a window, deletes the mail Nugget stored longer
     * ago than that window. Counted from `createdAt` (when Nugget stored it), never from the
     * mail's own date, so an imported archive of old mail is kept for the whole window.
     * Users without a window (the default) lose nothing. Returns how many emails went.
     */
    async applyRetention(now = new Date()) {
      const chosen = await prisma.userSettings.findMany({ where: { dataRetentionDays: { not: null } }, select: { userId: true, dataRetentionDays: true } });
      let deleted = 0;
      for (const s of chosen) {
        const cutoff = retentionCutoff(s.dataRetentionDays!, now);
        deleted += await d.mail.deleteStoredBefore(s.userId, cutoff);
      }
      if (deleted) await d.mail.deleteOrphanBlobs();
      return deleted;
    },

    /** Delete my account: the user row and, through the schema's cascades, everything of theirs. */
    /** "Always for this sender": remote images in this sender's mail load without asking. */
    async allowRemoteImages(userId: string, sender: unknown): Promise<string[]> {
      const address = typeof sender === 'string' ? sender.trim().toLowerCase() : '';
      if (!/^[^\s@]+@[^\s@]+$/.test(address) || address.length > 320) {
        throw ValidationError.fromFields([{ name: 'sender', message: 'Sender must be an email address.' }]);
      }
      const current = await service.get(userId);
      if (current.remoteImageSenders.includes(address)) return current.remoteImageSenders;
      if (current.remoteImageSenders.length >= 1000) {
        throw ValidationError.fromFields([{ name: 'sender', message: 'At most 1,000 senders can always show images.' }]);
      }
      const saved = await prisma.userSettings.update({ where: { userId }, data: { remoteImageSenders: { push: address } } });
      return saved.remoteImageSenders;
    },

    /** Whether mail from `sender` shows remote images without asking. */
    async remoteImagesAllowed(userId: string, sender: string | null | undefined): Promise<boolean> {
      if (!sender) return false;
      const s = await prisma.userSettings.findUnique({ where: { userId }, select: { remoteImageSenders: true } });
      return !!s?.remoteImageSenders.includes(sender.trim().toLowerCase());
    },

    async deleteUser(userId: string) {
      await d.users.delete(userId);
      await d.mail.deleteOrphanBlobs();
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

// The user's settings (spec §2 /settings): every user has a row with the displayed
// defaults. Also the two destructive rules: mail older than the retention window
// is deleted by a scheduled job, and "delete my account" deletes everything.
import { z } from 'zod';
import type { PrismaClient } from '../../db/generated/client.ts';
import { ValidationError } from '../../graphql/errors.ts';
import { secretToken } from '../../platform/crypto.ts';

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
  dataRetentionDays: z.number().int('Use a whole number of days').min(7, 'Keep mail at least 7 days').max(3650, 'At most 3650 days (10 years)').optional(),
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone (use a name like Europe/Berlin)').optional(),
  aliases: z.array(z.string().trim().toLowerCase().pipe(z.email({ message: 'Invalid email address' }))).max(50, 'At most 50 aliases').optional(),
});

export function createSettingsService(prisma: PrismaClient) {
  const service = {
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

    /** Deletes mail older than each user's retention window (a daily job). Returns how many emails went. */
    async applyRetention(now = new Date()) {
      const all = await prisma.userSettings.findMany({ select: { userId: true, dataRetentionDays: true } });
      let deleted = 0;
      for (const s of all) {
        const cutoff = new Date(now.getTime() - s.dataRetentionDays * 86_400_000);
        const { count } = await prisma.email.deleteMany({ where: { userId: s.userId, receivedAt: { lt: cutoff } } });
        deleted += count;
      }
      if (deleted) await service.deleteOrphanBlobs();
      return deleted;
    },

    /** Content no email, attachment or draft refers to any more. */
    async deleteOrphanBlobs() {
      return prisma.$executeRaw`
        DELETE FROM "Blob" b
        WHERE NOT EXISTS (SELECT 1 FROM "Email" e WHERE e."rawHash" = b.hash)
          AND NOT EXISTS (SELECT 1 FROM "Attachment" a WHERE a."blobHash" = b.hash)
          AND NOT EXISTS (SELECT 1 FROM "DraftAttachment" d WHERE d."blobHash" = b.hash)`;
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
      await prisma.user.delete({ where: { id: userId } });
      await service.deleteOrphanBlobs();
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

import { builder, rowQuery } from '../../graphql/builder.ts';
import { ValidationError } from '../../graphql/errors.ts';
import { endSession } from '../auth/auth.session.ts';

builder.prismaObject('UserSettings', {
  name: 'Settings',
  // Always select the key, so a selection of only __typename is still a valid query.
  select: { userId: true },
  fields: (t) => ({
    nuggetThreshold: t.exposeInt('nuggetThreshold', { description: 'Score at and above which an email is a nugget (0–100).' }),
    autoReplySuggestions: t.exposeBoolean('autoReplySuggestions'),
    categorization: t.exposeBoolean('categorization'),
    highPriorityNotifications: t.exposeBoolean('highPriorityNotifications'),
    dailyDigest: t.exposeBoolean('dailyDigest'),
    dataRetentionDays: t.exposeInt('dataRetentionDays', { description: 'Mail older than this is deleted every day.' }),
    timeZone: t.exposeString('timeZone', { description: 'IANA name; days (streaks, on-time) are counted in it.' }),
    aliases: t.exposeStringList('aliases', { description: 'Your other addresses: mail from them counts as yours.' }),
  }),
});

builder.queryField('settings', (t) =>
  t.prismaField({
    type: 'UserSettings',
    authScopes: { signedIn: true },
    resolve: async (query, _r, _a, ctx) => {
      await ctx.services.settings.get(ctx.viewer!.id);
      return ctx.prisma.userSettings.findUniqueOrThrow({ ...rowQuery(query), where: { userId: ctx.viewer!.id } });
    },
  }),
);

const UpdateSettingsInput = builder.inputType('UpdateSettingsInput', {
  fields: (t) => ({
    nuggetThreshold: t.int(),
    autoReplySuggestions: t.boolean(),
    categorization: t.boolean(),
    highPriorityNotifications: t.boolean(),
    dailyDigest: t.boolean(),
    dataRetentionDays: t.int(),
    timeZone: t.string(),
    aliases: t.stringList(),
  }),
});

builder.mutationField('updateSettings', (t) =>
  t.prismaField({
    type: 'UserSettings',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'settings' } },
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const clean = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
      const before = clean.aliases || clean.timeZone ? await ctx.services.settings.get(ctx.viewer!.id) : null;
      const saved = await ctx.services.settings.update(ctx.viewer!.id, clean);
      ctx.services.analysis.invalidate(ctx.viewer!.id);
      // Mail from an added alias becomes the user's own, mail from a removed one theirs no more.
      if (before && clean.aliases) await ctx.services.analysis.aliasesChanged(ctx.viewer!.id, before.aliases, saved.aliases);
      // Due dates were resolved in the old zone.
      if (before && saved.timeZone !== before.timeZone) await ctx.services.analysis.timeZoneChanged(ctx.viewer!.id);
      return ctx.prisma.userSettings.findUniqueOrThrow({ ...rowQuery(query), where: { userId: ctx.viewer!.id } });
    },
  }),
);

builder.mutationField('allowRemoteImages', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'allowed' } },
    description: '"Always for this sender": remote images in mail from `sender` load from now on.',
    args: { sender: t.arg.string({ required: true }) },
    resolve: async (_r, { sender }, ctx) => {
      await ctx.services.settings.allowRemoteImages(ctx.viewer!.id, sender);
      return true;
    },
  }),
);

builder.mutationField('deleteMyAccount', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'deleted' } },
    description: 'Deletes the user and everything of theirs (mail, accounts, todos, XP, sessions). Type your email to confirm.',
    args: { confirmEmail: t.arg.string({ required: true }) },
    resolve: async (_r, { confirmEmail }, ctx) => {
      if (confirmEmail.trim().toLowerCase() !== ctx.viewer!.email.toLowerCase()) {
        throw ValidationError.fromFields([{ name: 'confirmEmail', message: 'Type your account email to confirm.' }]);
      }
      const userId = ctx.viewer!.id;
      await ctx.services.settings.deleteUser(userId);
      if (ctx.req && ctx.res) await endSession(ctx.req, ctx.res);
      // Every open websocket of the user, on every process, closes.
      ctx.events.publish('sessionEnded', 'all', { userId });
      ctx.viewer = null;
      return true;
    },
  }),
);

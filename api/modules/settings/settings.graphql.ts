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
    dataRetentionDays: t.exposeInt('dataRetentionDays', {
      nullable: true,
      description:
        'Null: retention is off and no mail is ever deleted (the default). Otherwise mail Nugget has stored longer than this many days is deleted daily.',
    }),
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
      const switches = clean.categorization !== undefined || clean.autoReplySuggestions !== undefined;
      const before = clean.aliases || clean.timeZone || switches ? await ctx.services.settings.get(ctx.viewer!.id) : null;
      const saved = await ctx.services.settings.update(ctx.viewer!.id, clean);
      ctx.services.analysis.invalidate(ctx.viewer!.id);
      // Mail from an added alias becomes the user's own, mail from a removed one theirs no more.
      if (before && clean.aliases) await ctx.services.analysis.aliasesChanged(ctx.viewer!.id, before.aliases, saved.aliases);
      // Due dates were resolved in the old zone.
      if (before && saved.timeZone !== before.timeZone) await ctx.services.analysis.timeZoneChanged(ctx.viewer!.id);
      // Categorisation and auto-reply suggestions: off clears what was kept, on analyses the mail again.
      if (before && switches) await ctx.services.analysis.switchesChanged(ctx.viewer!.id, before, saved);
      return ctx.prisma.userSettings.findUniqueOrThrow({ ...rowQuery(query), where: { userId: ctx.viewer!.id } });
    },
  }),
);

const RetentionPreview = builder.objectRef<{ days: number; cutoff: Date; emails: number; oldestStoredAt: Date | null }>('RetentionPreview').implement({
  description: 'What a retention window would delete if it were saved now.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    cutoff: t.expose('cutoff', { type: 'DateTime', description: 'Mail Nugget stored before this instant would be deleted.' }),
    emails: t.exposeInt('emails', { description: 'How many of your emails would be deleted.' }),
    oldestStoredAt: t.expose('oldestStoredAt', { type: 'DateTime', nullable: true, description: 'When the oldest of them was stored.' }),
  }),
});

builder.queryField('retentionPreview', (t) =>
  t.field({
    type: RetentionPreview,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'preview' } },
    description: 'How many emails a retention window of `days` would delete (mail stored more than `days` ago), before it is saved.',
    args: { days: t.arg.int({ required: true }) },
    resolve: (_r, { days }, ctx) => ctx.services.settings.retentionPreview(ctx.viewer!.id, days),
  }),
);

const SetDataRetentionInput = builder.inputType('SetDataRetentionInput', {
  fields: (t) => ({
    days: t.int({ description: 'The window (7–3650 days), or null to turn retention off.' }),
    confirmed: t.boolean({ description: 'The user has seen the preview and agrees to delete what it counted. Required for a window.' }),
  }),
});

builder.mutationField('setDataRetention', (t) =>
  t.prismaField({
    type: 'UserSettings',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'settings' } },
    description: 'Turns retention on with a window (needs `confirmed`: it deletes mail stored longer ago than the window) or off.',
    args: { input: t.arg({ type: SetDataRetentionInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      await ctx.services.settings.setRetention(ctx.viewer!.id, input.days ?? null, input.confirmed === true);
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

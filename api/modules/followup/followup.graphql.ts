// Notifications (a live subscription for every open tab), Waiting on and its nudges, the daily digest.
import { builder } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import type { NotificationEvent } from '../../platform/events.ts';
import { CommitmentNode } from '../commitments/commitments.graphql.ts';
import { DraftNode } from '../compose/compose.graphql.ts';
import type { WaitingItem } from './followup.service.ts';
import type { Draft } from '../../db/generated/client.ts';

export const NotificationType = builder.prismaObject('Notification', {
  name: 'Notification',
  description: 'A high-priority notification: a nugget arrived, a commitment falls due, a promise to you was delivered.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'nugget | due_today | due_tomorrow | delivered' }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    url: t.exposeString('url', { description: 'Where it opens in the app (the email in /mine, or the todo on /todos).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('notifications', (t) =>
  t.prismaField({
    type: ['Notification'],
    authScopes: { signedIn: true },
    description: "The viewer's latest notifications, newest first.",
    args: { first: t.arg.int({ defaultValue: 20 }) },
    resolve: (_q, _r, { first }, ctx) => ctx.services.followup.recent(ctx.viewer!.id, first ?? 20),
  }),
);

builder.subscriptionField('notificationReceived', (t) =>
  t.prismaField({
    type: 'Notification',
    nullable: true,
    authScopes: { signedIn: true },
    description: 'Each new high-priority notification of the viewer (every open tab hears it; none while the setting is off).',
    subscribe: (_r, _a, ctx) => ctx.events.subscribe('notification', ctx.viewer!.id),
    resolve: (_q, event, _a, ctx) => ctx.services.followup.forDelivery(ctx.viewer!.id, (event as NotificationEvent).notificationId),
  }),
);

const WaitingItemType = builder.objectRef<WaitingItem>('WaitingItem').implement({
  description: 'Something another person promised the viewer and has not delivered.',
  fields: (t) => ({
    commitment: t.field({ type: CommitmentNode, resolve: (w) => w.commitment }),
    late: t.exposeBoolean('late', { description: 'Past its due day in your zone (or marked overdue), or undated and promised more than 7 days ago.' }),
    lateSince: t.expose('lateSince', { type: 'DateTime', nullable: true }),
    from: t.exposeString('from', { description: 'Who promised it.' }),
    emailSubject: t.exposeString('emailSubject', { nullable: true }),
    promisedAt: t.expose('promisedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('waitingOn', (t) =>
  t.field({
    type: [WaitingItemType],
    authScopes: { signedIn: true },
    description: 'Waiting on: what others promised you, late ones first (the oldest overdue on top), then by due date.',
    args: { first: t.arg.int({ defaultValue: 100 }) },
    resolve: (_r, { first }, ctx) => ctx.services.followup.waitingOn(ctx.viewer!.id, new Date(), Math.min(Math.max(first ?? 100, 1), 100)),
  }),
);

type NudgeOut = { draft: Draft; generatedBy: string };
const NudgeDraftType = builder.objectRef<NudgeOut>('NudgeDraft').implement({
  fields: (t) => ({
    draft: t.field({ type: DraftNode, resolve: (o) => o.draft }),
    generatedBy: t.exposeString('generatedBy', { description: "'local' (the template, in your tone) or the model's name." }),
  }),
});

builder.mutationField('draftNudge', (t) =>
  t.field({
    type: NudgeDraftType,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'nudge' } },
    description: 'Writes a nudge for a promise someone made you, as a draft reply in its thread. Never sent: open it in the composer.',
    args: { commitmentId: t.arg.globalID({ required: true, for: CommitmentNode }) },
    resolve: async (_r, { commitmentId }, ctx) => {
      const out = await ctx.services.followup.draftNudge(ctx.viewer!.id, commitmentId.id);
      return { draft: out.draft, generatedBy: out.generatedBy };
    },
  }),
);

type PreviewOut = { subject: string; html: string; day: string; lastSentAt: Date | null; lastVia: string | null };
const DigestPreviewType = builder.objectRef<PreviewOut>('DigestPreview').implement({
  fields: (t) => ({
    subject: t.exposeString('subject'),
    html: t.exposeString('html', { description: 'The digest as it would be mailed now.' }),
    day: t.exposeString('day', { description: 'YYYY-MM-DD in your time zone.' }),
    lastSentAt: t.expose('lastSentAt', { type: 'DateTime', nullable: true }),
    lastVia: t.exposeString('lastVia', { nullable: true }),
  }),
});

const originOf = (ctx: { req?: { protocol: string; get(name: string): string | undefined } }) =>
  ctx.req ? `${ctx.req.protocol}://${ctx.req.get('host') ?? 'localhost'}` : undefined;

builder.queryField('digestPreview', (t) =>
  t.field({
    type: DigestPreviewType,
    authScopes: { signedIn: true },
    description: 'Your daily digest as it would be sent now (Settings shows it).',
    resolve: async (_r, _a, ctx) => {
      const [p, last] = await Promise.all([
        ctx.services.digest.preview(ctx.viewer!.id, ctx.config.PUBLIC_URL ?? originOf(ctx)),
        ctx.prisma.digestDelivery.findFirst({ where: { userId: ctx.viewer!.id, status: 'sent' }, orderBy: { sentAt: 'desc' } }),
      ]);
      return { ...p, lastSentAt: last?.sentAt ?? null, lastVia: last?.via ?? null };
    },
  }),
);

type SentOut = { day: string; subject: string; via: string };
const DigestSentType = builder.objectRef<SentOut>('DigestSent').implement({
  fields: (t) => ({
    day: t.exposeString('day'),
    subject: t.exposeString('subject'),
    via: t.exposeString('via', { description: 'smtp:<host> or account:<address>' }),
  }),
});

builder.mutationField('sendDigestNow', (t) =>
  t.field({
    type: DigestSentType,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'sent' } },
    description: "Sends today's digest now (at most once a minute); the scheduled one does not follow it the same day.",
    resolve: (_r, _a, ctx) => ctx.services.digest.sendNow(ctx.viewer!.id),
  }),
);

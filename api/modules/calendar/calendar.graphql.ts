import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { CommitmentNode } from '../commitments/commitments.graphql.ts';
import { appUrl } from '../../rest/errors.ts';

export const CalendarEventNode = builder.prismaNode('CalendarEvent', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true }),
    allDay: t.exposeBoolean('allDay'),
    pushedToGoogle: t.boolean({ select: { googleEventId: true }, resolve: (e) => !!e.googleEventId }),
    commitment: t.relation('commitment', { nullable: true }),
    email: t.relation('email', { nullable: true }),
  }),
});

builder.queryField('calendarEvents', (t) =>
  t.prismaField({
    type: ['CalendarEvent'],
    authScopes: { signedIn: true },
    description: 'Events from a day on (default: today) for `days` days (default 30, at most 366).',
    args: { from: t.arg({ type: 'DateTime' }), days: t.arg.int({ defaultValue: 30 }) },
    resolve: (query, _r, { from, days }, ctx) => {
      const start = from ?? new Date(new Date().toISOString().slice(0, 10));
      return ctx.prisma.calendarEvent.findMany({
        ...query,
        where: { userId: ctx.viewer!.id, startsAt: { gte: start, lt: new Date(start.getTime() + Math.min(Math.max(days ?? 30, 1), 366) * 86_400_000) } },
        orderBy: { startsAt: 'asc' },
      });
    },
  }),
);

builder.queryField('calendarFeedUrl', (t) =>
  t.string({
    authScopes: { signedIn: true },
    description: 'The secret iCalendar (RFC 5545) URL to subscribe to in any calendar app.',
    resolve: async (_r, _a, ctx) => `${appUrl(ctx.config, ctx.req)}/api/calendar/${await ctx.services.calendar.feedToken(ctx.viewer!.id)}.ics`,
  }),
);

builder.mutationField('rotateCalendarFeed', (t) =>
  t.string({
    authScopes: { signedIn: true },
    description: 'Replaces the secret feed URL (the old one stops working) and returns the new one.',
    resolve: async (_r, _a, ctx) => `${appUrl(ctx.config, ctx.req)}/api/calendar/${await ctx.services.calendar.rotateFeedToken(ctx.viewer!.id)}.ics`,
  }),
);

builder.mutationField('addCommitmentToCalendar', (t) =>
  t.prismaField({
    type: 'CalendarEvent',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'event' } },
    description: 'ADD TO CALENDAR: an all-day event on the due day (or `date` when the commitment has none).',
    args: { commitmentId: t.arg.globalID({ required: true, for: CommitmentNode }), date: t.arg({ type: 'DateTime' }) },
    resolve: async (query, _r, { commitmentId, date }, ctx) => {
      const e = await ctx.services.calendar.addFromCommitment(ctx.viewer!.id, commitmentId.id, appUrl(ctx.config, ctx.req), date);
      return ctx.prisma.calendarEvent.findUniqueOrThrow({ ...rowQuery(query), where: { id: e.id } });
    },
  }),
);

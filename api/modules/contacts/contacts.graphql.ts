import { builder } from '../../graphql/builder.ts';
import { relationshipBand, RELATIONSHIP_BANDS } from './contacts.metrics.ts';
import { CONTACT_SORTS, contactOrder, contactWhere, type ContactSort, type ContactSummary } from './contacts.service.ts';

const ContactSortEnum = builder.enumType('ContactSort', {
  description: 'SCORE: strongest relationship first; RECENT: last interaction first; NAME: A to Z.',
  values: CONTACT_SORTS.map((s) => s.toUpperCase()) as unknown as readonly string[],
});

const RelationshipBandEnum = builder.enumType('RelationshipBand', {
  description: 'Spec bands of the relationship score: 90 and above, 70–89, 50–69, below 50.',
  values: RELATIONSHIP_BANDS.map((b) => b.toUpperCase()) as unknown as readonly string[],
});

export const ContactNode = builder.prismaNode('Contact', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  description: 'Someone the viewer corresponds with, derived from their mail.',
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true, description: 'Their most recent display name.' }),
    displayName: t.string({ select: { name: true, email: true }, resolve: (c) => c.name ?? c.email }),
    lastInteractionAt: t.expose('lastInteractionAt', { type: 'DateTime', nullable: true }),
    totalEmails: t.exposeInt('totalEmails', { description: 'Emails both ways (bulk mail not counted).' }),
    promisesMade: t.exposeInt('promisesMade', { description: 'Promises the viewer made to them.' }),
    promisesReceived: t.exposeInt('promisesReceived', { description: 'Promises they made to the viewer.' }),
    promisesCount: t.int({ select: { promisesMade: true, promisesReceived: true }, resolve: (c) => c.promisesMade + c.promisesReceived }),
    followUps: t.exposeInt('followUps', { description: 'Open, in-progress or overdue action items and deadlines involving them.' }),
    avgResponseMinutes: t.exposeInt('avgResponseMinutes', {
      nullable: true,
      description: 'Median minutes the viewer took to reply to them in a thread; null when never measured.',
    }),
    topics: t.exposeStringList('topics'),
    relationshipScore: t.exposeInt('relationshipScore', { description: '0–100: frequency, reciprocity, recency and responsiveness.' }),
    relationshipBand: t.field({
      type: RelationshipBandEnum,
      select: { relationshipScore: true },
      resolve: (c) => relationshipBand(c.relationshipScore).toUpperCase(),
    }),
  }),
});

const ContactInsights = builder.objectRef<ContactSummary & { refreshing: boolean }>('ContactInsights').implement({
  description: 'The four tiles of Memory Insights.',
  fields: (t) => ({
    totalPromises: t.exposeInt('totalPromises', { description: 'Promises both ways, over all contacts.' }),
    followUps: t.exposeInt('followUps'),
    averageRelationship: t.exposeInt('averageRelationship', { description: 'Mean relationship score (0–100), rounded.' }),
    contactCount: t.exposeInt('contactCount'),
    computedAt: t.expose('computedAt', { type: 'DateTime', nullable: true, description: 'When the contacts were last derived from mail.' }),
    refreshing: t.exposeBoolean('refreshing', { description: 'Newer mail is being folded in in the background: figures may lag a little.' }),
  }),
});

const sortOf = (sort: unknown): ContactSort => String(sort ?? 'SCORE').toLowerCase() as ContactSort;

builder.queryField('contacts', (t) =>
  t.prismaConnection({
    type: 'Contact',
    cursor: 'id',
    authScopes: { signedIn: true },
    maxSize: 100,
    defaultSize: 50,
    description: "The viewer's contacts (recomputed from mail when stale), searched by name, email or topic.",
    args: {
      sort: t.arg({ type: ContactSortEnum, defaultValue: 'SCORE' }),
      search: t.arg.string(),
    },
    resolve: async (query, _r, { sort, search }, ctx) => {
      await ctx.services.contacts.ensureFresh(ctx.viewer!.id);
      return ctx.prisma.contact.findMany({ ...query, where: contactWhere(ctx.viewer!.id, search), orderBy: contactOrder(sortOf(sort)) });
    },
    totalCount: (_r, { search }, ctx) => ctx.services.contacts.count(ctx.viewer!.id, search),
  }),
);

builder.queryField('contactInsights', (t) =>
  t.field({
    type: ContactInsights,
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      const state = await ctx.services.contacts.ensureFresh(ctx.viewer!.id);
      return { ...(await ctx.services.contacts.summary(ctx.viewer!.id)), refreshing: state === 'queued' };
    },
  }),
);

builder.mutationField('refreshContacts', (t) =>
  t.field({
    type: ContactInsights,
    authScopes: { signedIn: true },
    description: 'Derives the contacts from mail now; returns the new figures (refetch `contacts` after it).',
    resolve: async (_r, _a, ctx) => {
      await ctx.services.contacts.recompute(ctx.viewer!.id);
      return { ...(await ctx.services.contacts.summary(ctx.viewer!.id)), refreshing: false };
    },
  }),
);

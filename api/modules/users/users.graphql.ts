import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError } from '../../graphql/errors.ts';
import { AccountType } from '../accounts/accounts.graphql.ts';
import { displayName, initials } from './users.service.ts';
import type { AddressCandidate } from '../mail/mail.service.ts';

export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only the viewer can be fetched by id: another user's id resolves to null.
  findUnique: (id, ctx) => ({ id: ctx.viewer?.id === id ? id : '' }),
  nullable: true,
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    displayName: t.string({
      description: 'Full name, else first name, else email, else "User".',
      select: { firstName: true, lastName: true, email: true },
      resolve: (u) => displayName(u),
    }),
    initials: t.string({ select: { firstName: true, lastName: true, email: true }, resolve: (u) => initials(u) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (query, _root, _args, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ ...rowQuery(query), where: { id: ctx.viewer.id } }) : null),
  }),
);

const AddressCandidateType = builder.objectRef<AddressCandidate>('AddressCandidate').implement({
  description: 'An address the mail is often from or to that may be one of yours (not yet a known address of yours).',
  fields: (t) => ({
    address: t.exposeString('address'),
    name: t.exposeString('name', { nullable: true, description: 'The display name the mail gives it.' }),
    sent: t.exposeInt('sent', { description: 'Emails from this address.' }),
    received: t.exposeInt('received', { description: 'Emails addressed to it (To).' }),
  }),
});

builder.queryField('addressCandidates', (t) =>
  t.field({
    type: [AddressCandidateType],
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'candidates' } },
    description:
      '"Which of these addresses are yours?": the addresses most often sending or receiving the mail of one account (an import), or of all mail, that are not yet yours. Add the ones that are to `aliases` in updateSettings.',
    args: { accountId: t.arg.globalID({ for: AccountType, description: 'Only the mail of this account (e.g. the archive just imported).' }) },
    resolve: async (_r, { accountId }, ctx) => {
      if (accountId) await ctx.services.accounts.requireOwned(ctx.viewer!.id, accountId.id);
      return ctx.services.mail.addressCandidates(ctx.viewer!.id, (await ctx.profile()).addresses, { accountId: accountId?.id });
    },
  }),
);

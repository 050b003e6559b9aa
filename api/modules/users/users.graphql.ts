import { builder, rowQuery } from '../../graphql/builder.ts';
import { displayName, initials } from './users.service.ts';

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

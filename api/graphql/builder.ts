// The schema builder: plugins and the context type only. Types live in their
// domain modules (api/modules/<domain>/<domain>.graphql.ts).
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { textProblem } from '../platform/input-guard.ts';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import type { Context } from '../context.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean };
  AuthContexts: { signedIn: Context & { viewer: NonNullable<Context['viewer']> } };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Decimal: { Input: string; Output: string | { toString(): string } };
    File: { Input: File; Output: never };
  };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authScopes: async (ctx) => ({ signedIn: !!ctx.viewer }),
    // Subscriptions are authorised when they are opened, not per event.
    authorizeOnSubscribe: true,
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // Refuse a query that would silently load a relation without a selection (N+1).
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    // A global id whose inner id is not text (a NUL byte, a lone surrogate) is refused
    // with a clear message before it reaches the database.
    decodeGlobalID: (globalID: string) => {
      const decoded = decodeGlobalID(globalID);
      if (textProblem(decoded.typename) || textProblem(decoded.id)) {
        throw new GraphQLError(`"${globalID}" is not a valid id.`, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return decoded;
    },
    cursorType: 'String',
    nodeQueryOptions: { nullable: true },
    nodesQueryOptions: { nullable: { list: false, items: true } },
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/**
 * The Prisma query a prismaField resolver received, safe to spread: when the client
 * selected nothing from the row (e.g. only `__typename` of a mutation result), the
 * plugin hands an empty `select`, which Prisma refuses; load the plain row instead.
 */
export function rowQuery<Q extends object>(query: Q): Q {
  const select = (query as { select?: object }).select;
  if (!select || Object.keys(select).length) return query;
  const { select: _empty, ...rest } = query as { select?: object }; // keep take/skip/cursor of connections
  return rest as Q;
}

// Sign-in as GraphQL mutations; the same service backs the REST routes.
import { builder } from '../../graphql/builder.ts';
import { AuthenticationError, RateLimitError, ValidationError } from '../../graphql/errors.ts';
import { establishSession, endSession, oidcProviders } from './auth.session.ts';
import { UserType } from '../users/users.graphql.ts';

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
  }),
});

const AuthProviders = builder.objectRef<{ google: boolean; hostedPlatform: boolean }>('AuthProviders').implement({
  description: 'Which external sign-in methods this server has configured.',
  fields: (t) => ({
    google: t.exposeBoolean('google'),
    hostedPlatform: t.exposeBoolean('hostedPlatform', { description: 'Sign-in through the configured OpenID provider (/auth/replit).' }),
  }),
});

builder.queryField('authProviders', (t) => t.field({ type: AuthProviders, resolve: (_r, _a, ctx) => oidcProviders(ctx.config) }));

function requireHttp(ctx: { req?: unknown }) {
  if (!ctx.req) throw new AuthenticationError('Sign in over HTTP: websocket operations cannot set a session cookie.');
}

builder.mutationField('login', (t) =>
  t.field({
    type: UserType,
    errors: { types: [ValidationError, RateLimitError, AuthenticationError], dataField: { name: 'data' } },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      requireHttp(ctx);
      const user = await ctx.services.auth.login(input, ctx.ip);
      await establishSession(ctx.req!, user);
      ctx.viewer = user;
      return user as any;
    },
  }),
);

builder.mutationField('register', (t) =>
  t.field({
    type: UserType,
    errors: { types: [ValidationError, RateLimitError, AuthenticationError], dataField: { name: 'data' } },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      requireHttp(ctx);
      const user = await ctx.services.auth.register(input, ctx.ip);
      await establishSession(ctx.req!, user);
      ctx.viewer = user;
      return user as any;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the session (server-side) and clears the cookie. True when a session was ended.',
    resolve: async (_root, _args, ctx) => {
      if (!ctx.req || !ctx.res) return false;
      const had = !!ctx.viewer;
      await endSession(ctx.req, ctx.res);
      ctx.viewer = null;
      return had;
    },
  }),
);

// A real OpenID Connect provider (the `oidc-provider` package) on a free
// localhost port, for sign-in tests. One confidential client (code flow, PKCE
// required, client_secret_post); interactions log in and consent automatically
// without any UI, as whichever test account `op.account` names at that moment
// (or refuse, when `op.deny` is set).
//
// Two steps because each side needs the other's address: `startOidcProvider()`
// listens first (so the issuer URL is known before the app starts), and
// `op.register(redirectUris)` creates the provider once the app's callback URLs
// are known. Requests before that answer 503.
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider v9 ships no type declarations
import Provider from 'oidc-provider';

export type TestAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in as. */
  account: TestAccount;
  /** When set, the next interactions refuse with access_denied instead. */
  deny: boolean;
  /** How many interactions (login or consent prompts) were answered. */
  interactions: number;
  register(redirectUris: string[]): void;
  /** RFC 7662 introspection, with the mail servers' client in the URL (for Dovecot). */
  introspectionUrl: string;
  mailServerSecret: string;
  /** Access tokens issued by the token endpoint so far (code and refresh grants). */
  tokensIssued: number;
  close(): Promise<void>;
};

type Interaction = {
  uid: string;
  prompt: { name: string; details: Record<string, any> };
  params: Record<string, any>;
  session?: { accountId?: string };
  grantId?: string;
};

export type OidcProviderOptions = {
  account: TestAccount;
  clientId?: string;
  clientSecret?: string;
  /**
   * A mail provider's authorization server (Microsoft's or Yahoo's): refresh tokens
   * (Yahoo issues one even without offline_access), the mailbox address in the ID
   * token, and token introspection plus revocation for the test mail servers
   * (client `mail-servers`, secret in `op.mailServerSecret`).
   */
  mailProvider?: { accessTokenTtl?: number; alwaysIssueRefreshToken?: boolean };
};

export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  let provider: any = null;
  let handler: http.RequestListener | null = null;

  const server = http.createServer((req, res) => {
    if (!handler) {
      res.statusCode = 503;
      res.end('provider not registered yet');
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const op: TestOidcProvider = {
    issuer,
    clientId: options.clientId ?? 'nugget-test-client',
    clientSecret: options.clientSecret ?? crypto.randomBytes(24).toString('hex'),
    account: options.account,
    deny: false,
    interactions: 0,
    mailServerSecret: crypto.randomBytes(16).toString('hex'),
    get introspectionUrl() {
      return `http://mail-servers:${op.mailServerSecret}@${issuer.replace(/^http:\/\//, '')}/token/introspection`;
    },
    tokensIssued: 0,
    register(redirectUris) {
      const mail = options.mailProvider;
      const signingKey = {
        ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
        kid: 'test-key',
        use: 'sig',
        alg: 'RS256',
      };
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: op.clientId,
            client_secret: op.clientSecret,
            redirect_uris: redirectUris,
            grant_types: mail ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
          ...(mail
            ? [
                {
                  client_id: 'mail-servers',
                  client_secret: op.mailServerSecret,
                  redirect_uris: [],
                  grant_types: [],
                  response_types: [],
                  token_endpoint_auth_method: 'client_secret_basic',
                },
              ]
            : []),
        ],
        ...(mail
          ? {
              conformIdTokenClaims: false,
              ...(mail.alwaysIssueRefreshToken ? { issueRefreshToken: async () => true } : {}),
              // Mail scopes (mail-w, https://outlook.office.com/IMAP.AccessAsUser.All…) are granted as asked.
              scopes: [
                'openid',
                'offline_access',
                'email',
                'mail-w',
                'https://outlook.office.com/IMAP.AccessAsUser.All',
                'https://outlook.office.com/SMTP.Send',
              ],
            }
          : {}),
        pkce: { required: () => true },
        ttl: {
          Interaction: 600,
          Session: 3600,
          Grant: 3600,
          AuthorizationCode: 60,
          AccessToken: mail?.accessTokenTtl ?? 600,
          IdToken: 600,
          RefreshToken: 3600,
        },
        jwks: { keys: [signingKey] },
        cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name', 'picture'],
        },
        features: { devInteractions: { enabled: false }, ...(mail ? { introspection: { enabled: true }, revocation: { enabled: true } } : {}) },
        interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        async findAccount(_ctx: unknown, id: string) {
          const a = op.account;
          if (id !== a.sub) return undefined;
          return { accountId: a.sub, claims: async () => ({ ...a }) };
        },
      });
      provider.on('access_token.issued', () => op.tokensIssued++);
      provider.on('access_token.saved', () => op.tokensIssued++);
      const callback = provider.callback();
      handler = (req, res) => {
        if (req.url?.startsWith('/interaction/')) {
          interact(req, res).catch((err) => {
            res.statusCode = 500;
            res.end(String(err?.stack ?? err));
          });
          return;
        }
        callback(req, res);
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** Answers a login or consent prompt at once, as the current test account. */
  async function interact(req: http.IncomingMessage, res: http.ServerResponse) {
    const details: Interaction = await provider.interactionDetails(req, res);
    op.interactions++;
    if (op.deny) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: op.account.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: details.params.client_id });
      const d = details.prompt.details;
      if (d.missingOIDCScope) grant.addOIDCScope(d.missingOIDCScope.join(' '));
      if (d.missingOIDCClaims) grant.addOIDCClaims(d.missingOIDCClaims);
      if (d.missingResourceScopes)
        for (const [indicator, scopes] of Object.entries(d.missingResourceScopes)) grant.addResourceScope(indicator, (scopes as string[]).join(' '));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    res.statusCode = 400;
    res.end(`unexpected prompt ${details.prompt.name}`);
  }

  return op;
}

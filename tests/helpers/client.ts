// An HTTP client with a cookie jar, as a browser tab would be: REST calls and
// GraphQL operations share the session cookie.
import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export type Json = any;

export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    public readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...this.defaultHeaders,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: Json = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);

  /** Runs a GraphQL operation; returns `data` and fails loudly on GraphQL errors unless `allowErrors`. */
  async gql<T = Json, V = Record<string, unknown>>(
    document: string | TypedDocumentNode<T, V> | DocumentNode,
    variables?: V,
    options: { allowErrors?: boolean } = {},
  ): Promise<T & { errors?: Json[] }> {
    const query = typeof document === 'string' ? document : print(document);
    const res = await this.post('/graphql', { query, variables });
    if (res.status !== 200 && !options.allowErrors) throw new Error(`GraphQL HTTP ${res.status}: ${res.text}`);
    if (res.json?.errors && !options.allowErrors) throw new Error(`GraphQL errors: ${JSON.stringify(res.json.errors)}`);
    return { ...(res.json?.data ?? {}), ...(res.json?.errors ? { errors: res.json.errors } : {}) };
  }

  /** Registers a fresh user through the REST door and keeps its session. */
  async register(email: string, password = 'correct-horse', extra: Record<string, string> = {}) {
    const res = await this.post('/api/auth/simple/register', { email, password, ...extra });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.json as { id: string; email: string; firstName: string | null };
  }
}

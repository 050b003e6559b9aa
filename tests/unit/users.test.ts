import { describe, expect, it } from 'vitest';
import { displayName, initials } from '../../api/modules/users/users.service.ts';
import { isCrossSite } from '../../api/platform/csrf.ts';
import { loadConfig } from '../../api/config.ts';

describe('display rules (spec §2 sidebar)', () => {
  it('uses full name, else first name, else email, else User', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'a@x.io' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: 'Lovelace', email: 'a@x.io' })).toBe('a@x.io');
    expect(displayName({ firstName: '  ', lastName: null, email: '' })).toBe('User');
  });

  it('makes initials from the names, else the email', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', email: 'a@x.io' })).toBe('AL');
    expect(initials({ firstName: null, lastName: null, email: 'zed@x.io' })).toBe('Z');
  });
});

describe('cross-site detection', () => {
  const req = (headers: Record<string, string>) => ({ headers: { host: 'app.test', ...headers } }) as any;
  it('accepts same-origin and header-less requests, refuses other origins', () => {
    expect(isCrossSite(req({}))).toBe(false);
    expect(isCrossSite(req({ origin: 'http://app.test', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(req({ origin: 'https://evil.test' }))).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(req({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(req({ origin: 'https://nugget.example' }), 'https://nugget.example')).toBe(false);
  });
});

describe('configuration', () => {
  it('has embedded defaults and explains bad values', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });
});

// A browser for redirect flows (OpenID sign-in, mailbox sign-in): one cookie jar
// per origin, redirects followed by hand so a test can stop or alter one.
import { TestClient } from './client.ts';

/** A browser: one cookie jar per origin, redirects followed by hand. */
export class Browser {
  private jars = new Map<string, TestClient>();
  jar(origin: string) {
    let c = this.jars.get(origin);
    if (!c) this.jars.set(origin, (c = new TestClient(origin)));
    return c;
  }
  get(url: string) {
    const u = new URL(url);
    return this.jar(u.origin).get(u.pathname + u.search);
  }
  /**
   * Follows redirects from `url` until one points at `stopAt` (an absolute URL
   * prefix, not fetched) and returns that address, or fails on a non-redirect.
   * `rewrite` may alter a location before it is followed (an attacker's edit).
   */
  async follow(url: string, stopAt: string, rewrite: (u: URL) => URL = (u) => u) {
    let current = url;
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.get(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`expected a redirect from ${current}, got ${res.status}: ${res.text.slice(0, 300)}`);
      }
      const next = rewrite(new URL(location, current)).toString();
      if (next.startsWith(stopAt)) return new URL(next);
      current = next;
    }
    throw new Error('too many redirects');
  }
}

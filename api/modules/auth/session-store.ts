// express-session store on the Session table. Rows are keyed by the SHA-256 of the
// session id, so reading the table does not yield usable cookies.
import session from 'express-session';
import type { PrismaClient } from '../../db/generated/client.ts';
import { sha256 } from '../../platform/crypto.ts';

type Data = session.SessionData & { passport?: { user?: string } };

/**
 * express-session touches the store after every request to slide the expiry. A write per
 * read is most of what a signed-in GET costs the embedded database, so the expiry is written
 * only once it would move by more than this (a session of days loses at most a minute).
 */
const TOUCH_EVERY_MS = 60_000;
/** Expiries last read or written per row, so a touch knows whether it has anything to do. */
const REMEMBERED = 10_000;

export class PrismaSessionStore extends session.Store {
  private readonly expiries = new Map<string, number>();

  private remember(id: string, expiresAt: number) {
    if (this.expiries.size >= REMEMBERED && !this.expiries.has(id)) this.expiries.clear();
    this.expiries.set(id, expiresAt);
  }

  constructor(
    private readonly prisma: PrismaClient,
    private readonly ttlMs: number,
    /** Told of every session destroyed here (logout, rotation), by its row id. */
    private readonly onEnded: (sessionId: string) => void = () => {},
  ) {
    super();
  }

  private expiry(data: session.SessionData) {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + this.ttlMs);
  }

  /** Promise form, also used by the websocket handshake. */
  async read(sid: string): Promise<Data | null> {
    const row = await this.prisma.session.findUnique({ where: { id: sha256(sid) } });
    if (!row) return null;
    if (row.expiresAt.getTime() <= Date.now()) {
      this.expiries.delete(row.id);
      await this.prisma.session.deleteMany({ where: { id: row.id } });
      return null;
    }
    this.remember(row.id, row.expiresAt.getTime());
    return row.data as unknown as Data;
  }

  override get(sid: string, cb: (err: unknown, data?: session.SessionData | null) => void) {
    this.read(sid).then((d) => cb(null, d), cb);
  }

  override set(sid: string, data: Data, cb?: (err?: unknown) => void) {
    const id = sha256(sid);
    const userId = data.passport?.user ?? null;
    const expiresAt = this.expiry(data);
    const json = JSON.parse(JSON.stringify(data));
    this.prisma.session.upsert({ where: { id }, create: { id, userId, data: json, expiresAt }, update: { userId, data: json, expiresAt } }).then(
      () => (this.remember(id, expiresAt.getTime()), cb?.()),
      (e) => cb?.(e),
    );
  }

  override destroy(sid: string, cb?: (err?: unknown) => void) {
    const id = sha256(sid);
    this.expiries.delete(id);
    this.prisma.session.deleteMany({ where: { id } }).then(
      () => {
        this.onEnded(id);
        cb?.();
      },
      (e) => cb?.(e),
    );
  }

  /** Which of these session rows still exist and have not expired. */
  async live(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.prisma.session.findMany({ where: { id: { in: ids }, expiresAt: { gt: new Date() } }, select: { id: true } });
    return new Set(rows.map((r) => r.id));
  }

  override touch(sid: string, data: session.SessionData, cb?: () => void) {
    const id = sha256(sid);
    const expiresAt = this.expiry(data);
    const known = this.expiries.get(id);
    // Nothing to write when the stored expiry is at most a minute behind (never when it is ahead: a shortened session is written).
    if (known !== undefined && expiresAt.getTime() >= known && expiresAt.getTime() - known < TOUCH_EVERY_MS) {
      cb?.();
      return;
    }
    this.prisma.session.updateMany({ where: { id }, data: { expiresAt } }).then(
      () => (this.remember(id, expiresAt.getTime()), cb?.()),
      () => cb?.(),
    );
  }

  /** Deletes expired sessions (a scheduled job). */
  async purgeExpired(): Promise<number> {
    const { count } = await this.prisma.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    return count;
  }
}

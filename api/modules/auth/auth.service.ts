// Password sign-in: validation texts of spec §5, argon2id hashes, and rate limits
// per IP (every attempt) and per account (failed attempts) so neither a single
// address nor a distributed guesser can try passwords quickly.
import argon2 from 'argon2';
import { z } from 'zod';
import type { UsersService, Viewer } from '../users/users.service.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { AuthenticationError, RateLimitError, ValidationError } from '../../platform/errors.ts';

export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Invalid email address' }));
const optionalName = z
  .string()
  .trim()
  .max(100, 'Names are limited to 100 characters')
  .optional()
  .nullable()
  .transform((v) => v || null);

const loginInput = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

const registerInput = z.object({
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters').max(1024, 'Password is too long'),
  firstName: optionalName,
  lastName: optionalName,
});

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors = result.error.issues
    .map((i) => ({ name: String(i.path[0] ?? 'input'), message: i.message }))
    .filter((e) => (seen.has(e.name) ? false : (seen.add(e.name), true)));
  throw ValidationError.fromFields(fieldErrors);
}

function tooMany(retryAfterSeconds: number): RateLimitError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new RateLimitError(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, retryAfterSeconds);
}

export type AuthLimits = { perIp: number; perAccount: number };

export function createAuthService(users: UsersService, limiter: RateLimiter, limits: AuthLimits) {
  // Verifying against a real hash when the account does not exist keeps response
  // times alike, so timing does not reveal which emails have accounts.
  const dummyHash = argon2.hash('nugget-dummy-password');

  async function limitIp(action: string, ip: string) {
    const r = await limiter.hit(`${action}:ip:${ip}`, limits.perIp);
    if (!r.allowed) throw tooMany(r.retryAfterSeconds);
  }

  return {
    async register(input: unknown, ip: string): Promise<Viewer> {
      await limitIp('register', ip);
      const data = parse(registerInput, input);
      const accountKey = `register:account:${data.email}`;
      const account = await limiter.hit(accountKey, limits.perAccount);
      if (!account.allowed) throw tooMany(account.retryAfterSeconds);
      if (await users.findByEmail(data.email)) {
        throw ValidationError.fromFields([{ name: 'email', message: 'An account with this email already exists. Log in instead.' }]);
      }
      const passwordHash = await argon2.hash(data.password, { type: argon2.argon2id });
      try {
        return await users.create({ email: data.email, passwordHash, firstName: data.firstName, lastName: data.lastName });
      } catch (error) {
        // Two simultaneous registrations of one email: the unique index decides.
        if ((error as { code?: string }).code === 'P2002') {
          throw ValidationError.fromFields([{ name: 'email', message: 'An account with this email already exists. Log in instead.' }]);
        }
        throw error;
      }
    },

    async login(input: unknown, ip: string): Promise<Viewer> {
      await limitIp('login', ip);
      const data = parse(loginInput, input);
      const accountKey = `login:account:${data.email}`;
      const account = await limiter.check(accountKey, limits.perAccount);
      if (!account.allowed) throw tooMany(account.retryAfterSeconds);
      const user = await users.findByEmail(data.email);
      const ok = await argon2.verify(user?.passwordHash ?? (await dummyHash), data.password).catch(() => false);
      if (!user || !user.passwordHash || !ok) {
        await limiter.hit(accountKey, limits.perAccount);
        throw new AuthenticationError('Invalid email or password');
      }
      await limiter.reset(accountKey);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

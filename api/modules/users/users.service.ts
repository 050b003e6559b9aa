// Users: lookup and the display rules of spec §2 (display name fallback, initials).
import type { PrismaClient, User } from '../../db/generated/client.ts';

export type Viewer = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export function displayName(u: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = [u.firstName, u.lastName].filter((s) => s && s.trim()).join(' ').trim();
  return (u.firstName && u.lastName && full) || u.firstName?.trim() || u.email || 'User';
}

export function initials(u: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const parts = [u.firstName, u.lastName].map((s) => s?.trim()).filter(Boolean) as string[];
  if (parts.length) return parts.map((p) => p[0]!.toUpperCase()).join('').slice(0, 2);
  return (u.email?.[0] ?? 'U').toUpperCase();
}

export function publicUser(u: Viewer) {
  return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: u.profileImageUrl };
}

export function createUsersService(prisma: PrismaClient) {
  return {
    findById: (id: string) => prisma.user.findUnique({ where: { id } }),
    findByEmail: (email: string) => prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } }),
    /** Creates a user with default settings in one transaction. */
    create: (data: { email: string; passwordHash?: string | null; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null }) =>
      prisma.user.create({ data: { ...data, email: data.email.trim().toLowerCase(), settings: { create: {} } } }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

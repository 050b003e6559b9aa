// Boundaries (issue 20): each service touches only its own tables and calls the owning service for the
// rest. Every module file (services and their GraphQL/REST doors) is read for Prisma calls
// (`prisma.<model>.…`, `tx.<model>.…`) and for the tables its raw SQL names; a model owned by another module
// fails the test unless it is one of the read-query exceptions below, each explained where the query is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Which module owns which Prisma model (schema.prisma; README "Architecture"). */
export const OWNERS: Record<string, string[]> = {
  users: ['User'],
  settings: ['UserSettings'],
  auth: ['AuthIdentity', 'Session'],
  accounts: ['MailAccount', 'MailFolder'],
  mail: ['Email', 'EmailSource', 'Blob', 'Attachment', 'Label', 'EmailLabel'],
  commitments: ['Commitment'],
  todos: ['Todo'],
  xp: ['XpEvent'],
  analysis: ['AnalysisRun', 'CompanyName', 'LlmUsage', 'AnalysisCache'],
  transactions: ['Transaction'],
  calendar: ['CalendarEvent'],
  compose: ['Draft', 'DraftAttachment'],
  search: ['AskQuery'],
  contacts: ['Contact'],
  sync: ['SyncRun'],
  followup: ['Notification', 'DigestDelivery'],
};

/**
 * Raw queries that read several domains' tables in one statement where service calls would cost a
 * query per row or per domain (each is commented where it is written). Writes are never an exception.
 */
const READ_EXCEPTIONS: Record<string, string[]> = {
  // Blob is the content store of mail and compose: its sweep reads drafts' references in the same DELETE.
  'mail/mail.service.ts': ['DraftAttachment'],
  // The one keyset page query of every mail list: "has commitments" and "venture" are conditions in it.
  'mail/mail.list.ts': ['Commitment', 'MailAccount'],
  // Ask Nugget, a read model over every domain: ranked full-text and filter queries (search.service.ts header).
  'search/search.service.ts': ['Commitment', 'Email', 'EmailSource', 'MailAccount', 'Transaction'],
  // Contacts, a read model of the mail: the recompute's scans and freshness checks (contacts.service.ts header).
  'contacts/contacts.service.ts': ['Commitment', 'Email', 'SyncRun'],
};

const ROOT = path.resolve(import.meta.dirname, '../../api/modules');
const MODELS = Object.values(OWNERS).flat();
const byDelegate = new Map(MODELS.map((m) => [m.charAt(0).toLowerCase() + m.slice(1), m]));

/** Every file at the top of every module folder (services and doors; `analysis/local/` and `analysis/llm/` are not read). */
function serviceFiles() {
  return Object.keys(OWNERS).flatMap((module) =>
    readdirSync(path.join(ROOT, module))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => ({ module, file: `${module}/${f}` })),
  );
}

/** The models a file's code writes: Prisma write calls, and the tables of its raw INSERT, UPDATE and DELETE. */
export function modelsWritten(source: string): Set<string> {
  const code = source.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
  const seen = new Set<string>();
  for (const m of code.matchAll(/\b(?:prisma|tx)\.([a-z][A-Za-z]*)\s*\.\s*(?:create|update|upsert|delete)[A-Za-z]*\(/g)) {
    const model = byDelegate.get(m[1]!);
    if (model) seen.add(model);
  }
  for (const m of code.matchAll(/\b(?:INTO|UPDATE|DELETE FROM)\s+"([A-Z][A-Za-z]*)"/g)) if (MODELS.includes(m[1]!)) seen.add(m[1]!);
  return seen;
}

/** The models a file's code touches: Prisma delegates called on a client or transaction, and tables its raw SQL names. */
export function modelsTouched(source: string): Set<string> {
  const code = source.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
  const seen = new Set<string>();
  // A GraphQL door that returns a node with Pothos' selection (`{ ...rowQuery(query), where: { id } }`) loads the
  // node type, whichever module's it is: that is the Prisma plugin's way of resolving a node, not a service's read.
  for (const m of code.matchAll(/\b(?:prisma|tx)\.([a-z][A-Za-z]*)\s*\.\s*[a-zA-Z]+\((?!\s*\{\s*\.\.\.rowQuery\()/g)) {
    const model = byDelegate.get(m[1]!);
    if (model) seen.add(model);
  }
  for (const m of code.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+"([A-Z][A-Za-z]*)"/g)) if (MODELS.includes(m[1]!)) seen.add(m[1]!);
  return seen;
}

describe('module boundaries', () => {
  it('every model has one owner', () => {
    expect(new Set(MODELS).size).toBe(MODELS.length);
    const schema = readFileSync(path.resolve(import.meta.dirname, '../../prisma/schema.prisma'), 'utf8');
    const declared = [...schema.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]!).filter((m) => m !== 'RateLimiterFlexible');
    expect(declared.sort()).toEqual([...MODELS].sort());
  });

  it('tells writes from reads', () => {
    expect(
      [
        ...modelsWritten(
          'tx.email.updateMany({}); prisma.blob.findMany({}); prisma.$executeRaw`DELETE FROM "Blob" b WHERE NOT EXISTS (SELECT 1 FROM "Email")`',
        ),
      ].sort(),
    ).toEqual(['Blob', 'Email']);
  });

  it('leaves out a door resolving a node with its GraphQL selection', () => {
    expect([...modelsTouched('ctx.prisma.mailAccount.findMany({ ...rowQuery(query), where: { id: { in: ids } } })')]).toEqual([]);
  });

  it('finds both Prisma calls and raw SQL tables', () => {
    expect([...modelsTouched('await tx.emailSource.findMany({})\nprisma.$queryRaw`SELECT 1 FROM "Commitment" c JOIN "Email" e`')].sort()).toEqual([
      'Commitment',
      'Email',
      'EmailSource',
    ]);
  });

  it.each(serviceFiles())('$file touches only the tables of $module', ({ module, file }) => {
    const foreign = [...modelsTouched(readFileSync(path.join(ROOT, file), 'utf8'))].filter((m) => !OWNERS[module]!.includes(m)).sort();
    const allowed = READ_EXCEPTIONS[file] ?? [];
    expect(
      foreign.filter((m) => !allowed.includes(m)),
      `${file} reaches into another module's tables; call the owning service instead`,
    ).toEqual([]);
    expect(foreign, `${file}: READ_EXCEPTIONS lists a table it no longer reads`).toEqual(expect.arrayContaining(allowed));
    const written = [...modelsWritten(readFileSync(path.join(ROOT, file), 'utf8'))];
    expect(
      written.filter((m) => (READ_EXCEPTIONS[file] ?? []).includes(m)),
      `${file} writes a table it may only read`,
    ).toEqual([]);
  });
});

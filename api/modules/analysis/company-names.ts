// One name per counterparty domain for each user (the CompanyName table). The analyzer names a
// mail's company the way that mail writes it, and mail from one firm writes it several ways
// ("Sequoia Capital", "Sequoia Capital Operations") or not at all (then the domain stands in:
// "Sequoiacap"). The first name a mail wrote for a domain is the user's name for it: every later
// mail from the domain shows it, and mail that only had the stand-in is renamed when it arrives,
// so filters, search and the company column see one company, not three.
import type { PrismaClient } from '../../db/generated/client.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { companyDomainOf } from './local/company.ts';

/**
 * Names remembered per user in this process (a hit spares the lookup; the table stays the truth, and a
 * name never changes once set). A domain without a name is looked up each time: another process may
 * have named it since.
 */
const MAX_CACHED = 5_000;
const MAX_USERS = 1_000;

export function createCompanyNames(
  prisma: PrismaClient,
  d: { mail: Pick<MailService, 'renameCompanyStandIn'>; transactions: Pick<TransactionsService, 'renameCompanyOfEmails'> },
) {
  const known = new Map<string, Map<string, string>>();

  function cached(userId: string) {
    let m = known.get(userId);
    if (!m) {
      if (known.size >= MAX_USERS) known.clear();
      known.set(userId, (m = new Map()));
    } else if (m.size >= MAX_CACHED) m.clear();
    return m;
  }

  return {
    /**
     * The name to store for a mail whose analysis named `company` for the counterparty at `address`
     * (the sender, or the first recipient of sent mail). `ventures` (the user's own companies) pass through.
     * Mail judged spam may read the name but not set it: a forged sender does not rename a real firm.
     */
    async nameFor(userId: string, address: string | null | undefined, company: string | null, ventures: string[], trusted = true): Promise<string | null> {
      if (!company || ventures.includes(company)) return company;
      const org = companyDomainOf(address);
      // A name that is not the domain's (an LLM may name the firm a mail is about) is the mail's own.
      if (!org || (company !== org.standIn && !org.spelt(company))) return company;
      const names = cached(userId);
      const hit = names.get(org.domain);
      if (hit) return hit;
      if (company === org.standIn || !trusted) {
        // Nothing written in this mail (or nothing to trust): the name an earlier mail wrote, if any.
        const row = await prisma.companyName.findUnique({ where: { userId_domain: { userId, domain: org.domain } }, select: { name: true } });
        if (row) names.set(org.domain, row.name);
        return row?.name ?? company;
      }
      // A written name: the first one for the domain wins (concurrent workers agree through the key).
      const inserted = await prisma.$queryRaw<{ name: string }[]>`
        INSERT INTO "CompanyName" ("userId", "domain", "name") VALUES (${userId}, ${org.domain}, ${company.slice(0, 200)})
        ON CONFLICT ("userId", "domain") DO NOTHING RETURNING "name"`;
      if (inserted.length) {
        await renameStandIns(userId, org.domain, org.standIn, inserted[0]!.name);
        names.set(org.domain, inserted[0]!.name);
        return inserted[0]!.name;
      }
      const row = await prisma.companyName.findUniqueOrThrow({ where: { userId_domain: { userId, domain: org.domain } }, select: { name: true } });
      names.set(org.domain, row.name);
      return row.name;
    },
  };

  /**
   * Mail analysed before the domain had a name carries the stand-in: it takes the name, and so do
   * the transactions the analysis made from it (not ones the user edited: their stamps differ).
   */
  async function renameStandIns(userId: string, domain: string, standIn: string, name: string) {
    // One transaction, as the single statement it was: the mail and its transactions are renamed together.
    await prisma.$transaction(async (tx) => {
      const renamed = await d.mail.renameCompanyStandIn(userId, domain, standIn, name, tx);
      for (let i = 0; i < renamed.length; i += 1000) await d.transactions.renameCompanyOfEmails(tx, renamed.slice(i, i + 1000), standIn, name);
    });
  }
}

export type CompanyNames = ReturnType<typeof createCompanyNames>;

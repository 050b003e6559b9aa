// The company a mail is about, as a user sees it on every email and commitment: the organisation's
// name as the mail writes it (display name, Organization header, signature) when it spells the
// sender's domain, else the domain label as before.
import { describe, expect, it } from 'vitest';
import type { AnalysisInput } from '../../api/modules/analysis/analysis.types.ts';
import { nameIn } from '../../api/modules/analysis/local/company.ts';
import { analyzeLocally } from '../../api/modules/analysis/local/index.ts';

const ME = 'dana@founderco.com';

function mail(over: Partial<AnalysisInput>): AnalysisInput {
  return {
    from: { name: 'Alice Chen', email: 'alice@partnerfirm.com' },
    to: [{ name: 'Dana Kim', email: ME }],
    cc: [],
    subject: 'Q3 plan',
    text: '',
    html: null,
    headers: {},
    receivedAt: new Date('2026-04-30T15:00:00Z'),
    userAddresses: [ME, 'dana@gmail.com'],
    userHasWrittenTo: false,
    ...over,
  };
}

const companyOf = (over: Partial<AnalysisInput>) => analyzeLocally(mail(over)).company;
const JANE = { name: 'Jane Doe', email: 'jane@sequoiacap.com' };

describe('company from the name the mail writes', () => {
  it('takes the firm from the signature when it spells the domain', () => {
    // Signature under a sign-off (cut from the new text) and without one (still in it).
    expect(companyOf({ from: JANE, text: 'Could you send the deck by Friday?\n\nBest,\nJane Doe\nPartner, Sequoia Capital\n+1 650 555 0100' })).toBe(
      'Sequoia Capital',
    );
    expect(companyOf({ from: JANE, text: 'Thanks for the call today.\n\nJane Doe\nPartner, Sequoia Capital' })).toBe('Sequoia Capital');
    expect(companyOf({ from: JANE, text: 'Deck attached.\n-- \nJane Doe | Partner\nSequoia Capital Operations, LLC\n2800 Sand Hill Road' })).toBe(
      'Sequoia Capital',
    );
  });

  it('takes the firm from the display name or the Organization header', () => {
    expect(companyOf({ from: { name: 'Goldman Sachs Alerts', email: 'alerts@goldmansachs.com' }, text: 'Your statement is ready.' })).toBe('Goldman Sachs');
    expect(companyOf({ from: { name: 'Jane Doe (Goldman Sachs)', email: 'jane.doe@gs.com' }, text: 'See you at 3.' })).toBe('Goldman Sachs');
    expect(companyOf({ from: { name: 'J.P. Morgan Research', email: 'research@jpmorgan.com' }, text: 'Weekly note attached.' })).toBe('J.P. Morgan');
    expect(companyOf({ from: { name: 'Acme Billing', email: 'billing@acme.com' }, text: 'Invoice attached.' })).toBe('Acme');
    expect(companyOf({ from: JANE, text: 'Deck attached.', headers: { organization: 'Sequoia Capital' } })).toBe('Sequoia Capital');
    // Written all in capitals: title case, acronyms kept.
    expect(companyOf({ from: { name: 'GOLDMAN SACHS', email: 'alerts@goldmansachs.com' }, text: 'Hi.' })).toBe('Goldman Sachs');
  });

  it('keeps the domain label when the mail names no organisation that spells it', () => {
    // Another company in the body is not the sender's.
    expect(companyOf({ from: JANE, text: 'We met Goldman Sachs and Morgan Stanley yesterday; both want in.\n\nJane' })).toBe('Sequoiacap');
    expect(companyOf({ from: { name: '', email: 'bob@acme.com' }, text: 'Can you call me tomorrow?' })).toBe('ACME');
    // Same first letters are not enough, nor a guessed abbreviation.
    expect(companyOf({ from: { name: 'Bob', email: 'bob@acme.com' }, text: 'See the notes.\n\nBob\nAccounts Meeting Coordinator' })).toBe('ACME');
    expect(companyOf({ from: { name: 'Marc', email: 'marc@a16z.com' }, text: 'Great meeting.\n\nMarc\nGeneral Partner, Andreessen Horowitz' })).toBe('A16Z');
    // The firm only in a quoted message is someone else's words.
    expect(companyOf({ from: JANE, text: 'Agreed.\n\nOn Tue, Apr 28, 2026 at 9:12 AM Max <max@sequoiacap.com> wrote:\n> Max Roe\n> Sequoia Capital' })).toBe(
      'Sequoiacap',
    );
    // Freemail: no company.
    expect(companyOf({ from: { name: 'Sequoia Capital', email: 'jane@gmail.com' }, text: 'Hi' })).toBeNull();
  });

  it('reads a generic trailing word off a domain label the mail never spells out', () => {
    expect(companyOf({ from: { name: 'Sarah Chen', email: 'sarah@northwindcapital.com' }, text: 'Can you call me tomorrow?\n\nSarah' })).toBe(
      'Northwind Capital',
    );
    expect(companyOf({ from: { name: '', email: 'ops@bluesteelventures.vc' }, text: 'Deck attached.' })).toBe('Bluesteel Ventures');
    // Too little left before the word, or no such word: the label whole.
    expect(companyOf({ from: { name: '', email: 'info@biotech.com' }, text: 'Hi' })).toBe('Biotech');
    expect(companyOf({ from: { name: '', email: 'desk@theregister.co.uk' }, text: 'Hi' })).toBe('Theregister');
  });

  it("sent mail: the recipient side only, never the user's own signature", () => {
    const sent = (to: { name: string; email: string }, text: string) => companyOf({ from: { name: 'Dana Kim', email: ME }, to: [to], text });
    // The user's signature names a "Fund…" firm; it is not the recipient's organisation.
    expect(sent({ name: 'Omar Investor', email: 'omar@fund.example' }, 'Here is the deck.\n\nBest,\nDana Kim\nCEO, Fund Example Partners')).toBe('FUND');
    expect(sent({ name: 'Omar Investor', email: 'omar@sequoiacap.com' }, 'Here is the deck.\n\nBest,\nDana Kim\nex-Sequoia Capital')).toBe('Sequoiacap');
    expect(sent({ name: 'Omar Investor | Sequoia Capital', email: 'omar@sequoiacap.com' }, 'Here is the deck.')).toBe('Sequoia Capital');
  });

  it("the user's venture keeps priority", () => {
    const r = analyzeLocally(
      mail({
        from: JANE,
        to: [{ name: 'Dana Kim', email: 'dana@bluebird.vc' }],
        userAddresses: ['dana@bluebird.vc'],
        userCompanies: [{ name: 'Bluebird Ventures', domains: ['bluebird.vc'] }],
        text: 'Best,\nJane Doe\nSequoia Capital',
      }),
    );
    expect(r.company).toBe('Bluebird Ventures');
  });

  it('never throws on odd input', () => {
    const odd = ['', '   ', '|||', '😀 Ünïcödé 𝐀𝐁𝐂 ẞ', 'A'.repeat(100_000), 'Sequoia '.repeat(10_000), '\u0000\u200b\r\r\n>', 'J.P.', '&& of and the'];
    for (const s of odd) {
      expect(() =>
        analyzeLocally(mail({ from: { name: s, email: 'x@sequoiacap.com' }, text: `${s}\n\nBest,\n${s}\n${s}`, headers: { organization: s } })),
      ).not.toThrow();
      expect(() => nameIn(s, 'sequoiacap')).not.toThrow();
    }
    expect(companyOf({ from: { name: '', email: '' }, text: '' })).toBeNull();
    expect(companyOf({ from: null, text: 'Hello' })).toBeNull();
  });
});

describe('nameIn: a phrase that spells the domain label', () => {
  it.each([
    ['Partner, Sequoia Capital', 'sequoiacap', 'Sequoia Capital'],
    ['The Goldman Sachs Group, Inc.', 'goldmansachs', 'Goldman Sachs'],
    ['J.P. Morgan Securities LLC', 'jpmorgan', 'J.P. Morgan'],
    ['JPMorgan Chase & Co.', 'jpmorgan', 'JPMorgan'],
    ['Bank of America Merrill Lynch', 'bankofamerica', 'Bank of America'],
    ['Procter & Gamble', 'pg', 'Procter & Gamble'],
    ['Union Square Ventures', 'usv', 'Union Square Ventures'],
    ['Coca-Cola Company', 'cocacola', 'Coca-Cola'],
    ['Société Générale', 'societegenerale', 'Société Générale'],
    ['BAE SYSTEMS plc', 'baesystems', 'BAE Systems'],
    ['Andreessen Horowitz', 'a16z', null],
    ['Accounts Meeting', 'acme', null],
    ['Sequoia', 'sequoiacap', null],
    ['jane@sequoiacap.com', 'sequoiacap', null],
  ])('%s / %s → %s', (line, label, want) => {
    expect(nameIn(line, label)).toBe(want);
  });
});

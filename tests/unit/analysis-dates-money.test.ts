// Due dates resolved against the mail's date (month and year ends included), and money
// amounts in the formats people write.
import { describe, expect, it } from 'vitest';
import { extractAmounts, findDueDate } from '../../api/modules/analysis/local/index.ts';

const day = (text: string, receivedAt: string) => findDueDate(text, new Date(receivedAt))?.date.toISOString().slice(0, 10) ?? null;

describe('due dates', () => {
  it('"by Friday" sent on Thursday 30 April is Friday 1 May (across the month end)', () => {
    expect(day('Please send it by Friday.', '2026-04-30T15:00:00Z')).toBe('2026-05-01');
  });

  it('"next Tuesday" from a Thursday', () => {
    expect(day('Can we meet next Tuesday?', '2026-04-30T15:00:00Z')).toBe('2026-05-05');
  });

  it('EOW is this Friday; from a Saturday it is next Friday', () => {
    expect(day('Need this by EOW', '2026-04-28T09:00:00Z')).toBe('2026-05-01');
    expect(day('Can you review it later this week?', '2026-04-28T09:00:00Z')).toBe('2026-05-01');
    expect(day('Need this by EOW', '2026-05-02T09:00:00Z')).toBe('2026-05-08');
  });

  it('reads parts of next week as the day the thing is due by, across the month end (sent on Tuesday 24 November)', () => {
    const sent = '2026-11-24T15:00:00Z';
    expect(day('Can you send it next week?', sent)).toBe('2026-12-04'); // Friday: any day of the week will do
    expect(day('Let us talk sometime next week.', sent)).toBe('2026-12-04');
    expect(day('Please have it done by the end of next week.', sent)).toBe('2026-12-04');
    expect(day('Please send it by next week.', sent)).toBe('2026-11-30'); // before next week starts
    expect(day('Can we talk early next week?', sent)).toBe('2026-12-01');
    expect(day('Can we talk mid next week?', sent)).toBe('2026-12-02');
    expect(day('Can we meet Wednesday next week?', sent)).toBe('2026-12-02');
  });

  it('"tonight" and "later today" are today; "tonight" gives way to another day the sentence names', () => {
    const sent = '2026-11-24T15:00:00Z';
    expect(day('Send it tonight.', sent)).toBe('2026-11-24');
    expect(day('I will send it later today.', sent)).toBe('2026-11-24');
    expect(day('I get in too late tonight, but maybe dinner or drinks on Thurs?', sent)).toBe('2026-11-26');
    expect(day('Today I want to thank the whole team.', sent)).toBeNull();
  });

  it('takes the date a deadline word governs over the first date named, and a "today" that closes a clause', () => {
    const sent = '2026-10-12T08:00:00Z'; // a Monday
    expect(day('Her other offer expires Friday, so I need your sign-off by Thursday noon.', sent)).toBe('2026-10-15');
    expect(day('Please send the quote to Lena today.', sent)).toBe('2026-10-12');
    expect(day('Today I want to thank the whole team.', sent)).toBeNull();
  });

  it('"the 15th" when today is the 20th is next month, also across the year end', () => {
    expect(day('Payment is due on the 15th.', '2026-04-20T10:00:00Z')).toBe('2026-05-15');
    expect(day('Payment is due on the 15th.', '2026-12-20T10:00:00Z')).toBe('2027-01-15');
    expect(day('Payment is due on the 15th.', '2026-04-10T10:00:00Z')).toBe('2026-04-15');
  });

  it('"3/12" is March 12 this year in February, next year in December', () => {
    expect(day('at the board meeting on 3/12', '2026-02-20T10:00:00Z')).toBe('2026-03-12');
    expect(day('at the board meeting on 3/12', '2026-12-20T10:00:00Z')).toBe('2027-03-12');
  });

  it('end of month, tomorrow over New Year, in two weeks, EOD', () => {
    expect(day('by end of month', '2026-02-10T10:00:00Z')).toBe('2026-02-28');
    expect(day('by tomorrow', '2026-12-31T10:00:00Z')).toBe('2027-01-01');
    expect(day('in two weeks', '2026-04-30T10:00:00Z')).toBe('2026-05-14');
    expect(findDueDate('by EOD please', new Date('2026-04-30T10:00:00Z'))?.date.toISOString()).toBe('2026-04-30T17:00:00.000Z');
  });

  it('EOD / close of business with a day is 17:00 of that day, not today', () => {
    // Friday 27 November 2026
    const at = (text: string) => findDueDate(text, new Date('2026-11-27T10:00:00Z'))?.date.toISOString();
    expect(at('by COB tomorrow')).toBe('2026-11-28T17:00:00.000Z');
    expect(at('Need it EOD Monday')).toBe('2026-11-30T17:00:00.000Z');
    expect(at('by close of business on Wednesday')).toBe('2026-12-02T17:00:00.000Z');
    expect(at('end of day tomorrow works')).toBe('2026-11-28T17:00:00.000Z');
    expect(at('Friday EOD')).toBe('2026-11-27T17:00:00.000Z');
  });

  it('quarters and halves end on their last day, the next one still ahead unless a year is named', () => {
    expect(day('Can we close the round by Q1?', '2026-11-27T10:00:00Z')).toBe('2027-03-31');
    expect(day('We ship by the end of Q4.', '2026-11-27T10:00:00Z')).toBe('2026-12-31');
    expect(day('Launch in Q3 2027', '2026-11-27T10:00:00Z')).toBe('2027-09-30');
    expect(day('Hit the target before Q2 FY27', '2026-11-27T10:00:00Z')).toBe('2027-06-30');
    expect(day('by end of next quarter', '2026-11-27T10:00:00Z')).toBe('2027-03-31');
    expect(day('Profitable by H1', '2026-11-27T10:00:00Z')).toBe('2027-06-30');
    expect(day('by 2H27', '2026-11-27T10:00:00Z')).toBe('2027-12-31');
    // A quarter without a preposition names a period, not a deadline.
    expect(day('Can you send the Q3 board deck?', '2026-11-27T10:00:00Z')).toBeNull();
  });

  it('business days skip weekends; "within" counts from the mail', () => {
    // Friday 27 November: ten business days on is Friday 11 December; two is Tuesday 1 December.
    expect(day('Please respond within 10 business days.', '2026-11-27T10:00:00Z')).toBe('2026-12-11');
    expect(day('in two working days', '2026-11-27T10:00:00Z')).toBe('2026-12-01');
    expect(day('within two weeks', '2026-11-27T10:00:00Z')).toBe('2026-12-11');
    expect(findDueDate('Reply within 48 hours', new Date('2026-11-27T10:00:00Z'))?.date.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(day('Send the deck in the next 3 days.', '2026-11-27T10:00:00Z')).toBe('2026-11-30');
    expect(day('Please have it done 2 days from now.', '2026-11-27T10:00:00Z')).toBe('2026-11-29');
    expect(day('We need it three weeks from today.', '2026-11-27T10:00:00Z')).toBe('2026-12-18');
  });

  it('mid-month, the first of the month and holidays', () => {
    expect(day('by mid-December', '2026-11-27T10:00:00Z')).toBe('2026-12-15');
    expect(day('by mid-month', '2026-11-27T10:00:00Z')).toBe('2026-12-15');
    expect(day('by mid-month', '2026-11-03T10:00:00Z')).toBe('2026-11-15');
    expect(day('by the first of the month', '2026-11-27T10:00:00Z')).toBe('2026-12-01');
    expect(day('Rent is due the last day of the month', '2026-02-03T10:00:00Z')).toBe('2026-02-28');
    expect(day('before Christmas', '2026-11-27T10:00:00Z')).toBe('2026-12-25');
    expect(day("by New Year's Eve", '2026-11-27T10:00:00Z')).toBe('2026-12-31');
    expect(day('Can we sign before Thanksgiving?', '2026-11-02T10:00:00Z')).toBe('2026-11-26');
    expect(day('We met last Thanksgiving.', '2026-11-02T10:00:00Z')).toBeNull();
    expect(day('Can you book the Christmas party venue for Dec 18?', '2026-11-02T10:00:00Z')).toBe('2026-12-18');
  });

  it('chat shorthand, the day after tomorrow, and a bare time after a deadline word', () => {
    // Tuesday 24 November 2026, 15:00 UTC.
    expect(day('Send it by tmr.', '2026-11-24T15:00:00Z')).toBe('2026-11-25');
    expect(day('Send it tmw pls', '2026-11-24T15:00:00Z')).toBe('2026-11-25');
    expect(day('Can we do Weds?', '2026-11-24T15:00:00Z')).toBe('2026-11-25');
    expect(day('Send it the day after tomorrow.', '2026-11-24T15:00:00Z')).toBe('2026-11-26');
    expect(findDueDate('Send it by 5pm.', new Date('2026-11-24T15:00:00Z'))?.date.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    // Once five has passed, "by 5pm" is tomorrow's; a time with no deadline word is no due date.
    expect(findDueDate('Send it by 5pm.', new Date('2026-11-24T18:00:00Z'))?.date.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(findDueDate('The 5pm train was late.', new Date('2026-11-24T15:00:00Z'))).toBeNull();
  });

  it('keeps the words it read, and finds nothing where there is no date', () => {
    expect(findDueDate('Send it by Friday at 3pm', new Date('2026-04-30T10:00:00Z'))).toMatchObject({ text: 'Friday at 3pm' });
    expect(findDueDate('Thanks for the update.', new Date('2026-04-30T10:00:00Z'))).toBeNull();
    expect(findDueDate('We met last Thursday.', new Date('2026-04-30T10:00:00Z'))).toBeNull();
    // A length of time is not a date: "2-3 years from production", "it took 3 weeks".
    expect(findDueDate('Please verify that they are only 2-3 years from commercial production.', new Date('2026-04-30T10:00:00Z'))).toBeNull();
    expect(findDueDate('It took 3 weeks to get here; can you check?', new Date('2026-04-30T10:00:00Z'))).toBeNull();
  });

  it('reads past events as past: a date weeks back is no deadline next year, "January of this year" is this January', () => {
    expect(findDueDate('I will forward the transcript from the hearing held on 8/23.', new Date('2000-09-06T13:05:00Z'))).toBeNull();
    expect(findDueDate('We signed with Burlington in January of this year.', new Date('2000-08-03T17:14:00Z'))).toBeNull();
    // Still: a few days back is overdue, months back is next year.
    expect(day('Please send it by 4/28.', '2026-04-30T10:00:00Z')).toBe('2026-04-28');
    expect(day('Please send it by Feb 1.', '2026-11-20T10:00:00Z')).toBe('2027-02-01');
  });

  it('takes no abbreviation for a span of time, and no "the day" for a date', () => {
    expect(findDueDate('Is the contract within the min/max tariff rate?', new Date('2000-09-11T16:40:00Z'))).toBeNull();
    expect(findDueDate('I am open most of the day on 12/6, so let me know.', new Date('2000-11-28T10:59:00Z'))).toMatchObject({ text: '12/6' });
  });

  it('reads a working-day hour without am/pm as the afternoon', () => {
    const at = (text: string) => findDueDate(text, new Date('2026-11-20T16:00:00Z'), 'America/Chicago')?.date.toISOString();
    expect(at('Call at 5:00 today, if you can.')).toBe('2026-11-20T23:00:00.000Z');
    expect(at('Call me at 2 tomorrow.')).toBe('2026-11-21T20:00:00.000Z');
    expect(at('Meet at 9:30 tomorrow.')).toBe('2026-11-21T15:30:00.000Z');
    expect(at('The flight leaves at 05:30 tomorrow.')).toBe('2026-11-21T11:30:00.000Z');
  });

  it('takes the date written after a weekday over the weekday, in the orders and languages people write it', () => {
    const on = (text: string, receivedAt: string, zone: string) => findDueDate(text, new Date(receivedAt), zone)?.date.toISOString().slice(0, 10) ?? null;
    // Sent on Wednesday 2 September: "Friday" alone would be the 4th; chrono reads "18.09" and "17.10" as times.
    expect(on('I need soft commitments by Friday 18.09., docs + wire end of Sept.', '2026-09-02T09:00:00Z', 'Europe/Berlin')).toBe('2026-09-18');
    expect(on('I need commitments by Friday, Sept 11.', '2026-09-02T09:00:00Z', 'Europe/London')).toBe('2026-09-11');
    expect(on('Tisch ist reserviert, Samstag 17.10.', '2026-09-02T09:00:00Z', 'Europe/Berlin')).toBe('2026-10-17');
    expect(on('jag behöver dina besked senast fredag 25/9.', '2026-09-21T09:00:00Z', 'Europe/Stockholm')).toBe('2026-09-25');
    expect(on('Any time on Tuesday 13 or Wednesday 14 October works.', '2026-10-02T09:00:00Z', 'Europe/Stockholm')).toBe('2026-10-13');
    expect(on('by Fri 9/4 please', '2026-09-02T15:00:00Z', 'America/Chicago')).toBe('2026-09-04');
    // A day-first reader still takes "Sept 11" for a day, not for September 2011; a time after the weekday stays a time.
    expect(on('Send it by Sept 11.', '2026-09-02T09:00:00Z', 'Europe/London')).toBe('2026-09-11');
    expect(findDueDate('See you Friday 3 pm', new Date('2026-09-02T09:00:00Z'), 'Europe/London')?.date.toISOString()).toBe('2026-09-04T14:00:00.000Z');
  });

  it('"before" a day is the day before it; "on or before", "before noon" and "before the end of" keep the day', () => {
    const on = (text: string) => findDueDate(text, new Date('2026-09-07T09:00:00Z'), 'Asia/Singapore')?.date.toISOString().slice(0, 10) ?? null;
    expect(on('Please send over a written root cause before the 18th.')).toBe('2026-09-17');
    expect(on('Can you send me the cap table before our IC on the 28th?')).toBe('2026-09-27');
    expect(on('Can you review it before Friday?')).toBe('2026-09-10');
    expect(on('Please pay on or before 18/09/2026.')).toBe('2026-09-18');
    expect(on('Send it before the end of September.')).toBe('2026-09-30');
    expect(on('We need it before Christmas.')).toBe('2026-12-25');
  });

  it('reads no date into a length of time, a currency or a bare count, and keeps "this morning" on its day', () => {
    const on = (text: string) => findDueDate(text, new Date('2026-09-10T09:00:00Z'), 'Europe/London')?.date.toISOString().slice(0, 10) ?? null;
    expect(on('Also, could we grab 30 min to talk through Series A timing?')).toBeNull();
    expect(on('I transferred the S$1,440 deposit.')).toBeNull();
    expect(on('Vamos também isentar as taxas de maio das 18 lojas.')).toBeNull();
    expect(on('Please issue the credit and have CS call him this morning.')).toBe('2026-09-10');
    expect(on("I'll call her tonight and credit a week of rent on September's ledger.")).toBe('2026-09-10');
    expect(on("I'll order the appraisal today and send you the disclosure.")).toBe('2026-09-10');
    expect(on('Te mando a pauta amanhã cedo.')).toBe('2026-09-11');
  });

  it('reads Polish days, months and weeks, inflected as written', () => {
    const on = (text: string) => findDueDate(text, new Date('2026-03-02T09:00:00Z'), 'Europe/Warsaw')?.date.toISOString().slice(0, 10) ?? null;
    expect(on('Proszę o akceptację do piątku.')).toBe('2026-03-06');
    expect(on('Czy możesz podpisać umowę do 15 marca?')).toBe('2026-03-15');
    expect(on('Wyślę ci to jutro.')).toBe('2026-03-03');
    expect(on('Spotkajmy się w przyszły wtorek.')).toBe('2026-03-10');
    expect(on('Daj znać do końca miesiąca.')).toBe('2026-03-31');
  });

  it('reads a bare day after a deadline word, dotted days and months, and weeks and month ends in other languages', () => {
    const on = (text: string) => findDueDate(text, new Date('2026-03-05T09:00:00Z'), 'Europe/Berlin')?.date.toISOString().slice(0, 10) ?? null;
    expect(on('¿Me la puedes pagar antes del 30?')).toBe('2026-03-30');
    expect(on('Te mando o DRE por casa até dia 18.')).toBe('2026-03-18');
    expect(on('Upload the missing items to the data room by 4.12.')).toBe('2026-12-04');
    expect(on('Den SLA-Entwurf schicke ich Ihnen bis 27.3., also vor Ihrer Frist.')).toBe('2026-03-27');
    expect(on('Schicken Sie uns bitte bis Ende des Monats einen Entwurf.')).toBe('2026-03-31');
    expect(on('Können Sie nächste Woche mit einem Techniker vorbeikommen?')).toBe('2026-03-13');
    expect(on('Una llamada contigo esta semana.')).toBe('2026-03-06');
    expect(on('We shipped version 4.3. It works.')).toBeNull();
    // A day written as an ordinal with no month: German "am 17.", Swedish "den 17:e"; "I am 17." is an age.
    expect(on('Kannst du die Torte am 17. vormittags abholen?')).toBe('2026-03-17');
    expect(on('Kan du komma den 17:e?')).toBe('2026-03-17');
    expect(on('I am 17.')).toBeNull();
  });

  it('does not depend on the machine time zone', () => {
    // Without the user's zone, resolution works in UTC from receivedAt only; 23:30 UTC on Thursday is still Thursday.
    expect(day('by Friday', '2026-04-30T23:30:00Z')).toBe('2026-05-01');
  });

  it("reads days and times on the user's clock when their time zone is known", () => {
    const at = (text: string, receivedAt: string, zone?: string) => findDueDate(text, new Date(receivedAt), zone)?.date.toISOString() ?? null;
    // EOD in New York is 17:00 there (21:00 UTC in daylight time, 22:00 in winter), not 17:00 UTC.
    expect(at('Send it by EOD.', '2026-06-10T14:00:00Z', 'America/New_York')).toBe('2026-06-10T21:00:00.000Z');
    expect(at('Send it by 5pm.', '2026-11-24T15:00:00Z', 'America/New_York')).toBe('2026-11-24T22:00:00.000Z');
    // 23:30 UTC on Thursday is already Friday in Tokyo: "tomorrow" is Saturday there, "by Friday" today.
    expect(at('Send it tomorrow.', '2026-04-30T23:30:00Z', 'Asia/Tokyo')?.slice(0, 10)).toBe('2026-05-02');
    expect(at('Send it by Friday.', '2026-04-30T23:30:00Z', 'Asia/Tokyo')?.slice(0, 10)).toBe('2026-05-01');
    // A day without a time stays 12:00 UTC of that calendar day; an unknown zone reads as UTC.
    expect(at('Send it by Friday.', '2026-04-30T15:00:00Z', 'Europe/Berlin')).toBe('2026-05-01T12:00:00.000Z');
    expect(at('Send it by EOD.', '2026-04-30T10:00:00Z', 'Mars/Olympus')).toBe('2026-04-30T17:00:00.000Z');
  });
});

describe('amounts', () => {
  const one = (text: string) => {
    const a = extractAmounts(text);
    expect(a).toHaveLength(1);
    return [a[0]!.amount, a[0]!.currency, a[0]!.raw];
  };

  it('reads several formats and currencies', () => {
    expect(one('Total: $5,250.00 due')).toEqual(['5250.00', 'USD', '$5,250.00']);
    expect(one('wired USD 5250 today')).toEqual(['5250.00', 'USD', 'USD 5250']);
    expect(one('Betrag 5.250,00 € bitte')).toEqual(['5250.00', 'EUR', '5.250,00 €']);
    expect(one('about £1.2k')).toEqual(['1200.00', 'GBP', '£1.2k']);
    expect(one('a fee of EUR 300')).toEqual(['300.00', 'EUR', 'EUR 300']);
    expect(one('paid 1,000 dollars')).toEqual(['1000.00', 'USD', '1,000 dollars']);
    expect(one('raised $1.5 million')).toEqual(['1500000.00', 'USD', '$1.5 million']);
    expect(one("CHF 1'250.50")).toEqual(['1250.50', 'CHF', "CHF 1'250.50"]);
    expect(one('C$ 99.99')).toEqual(['99.99', 'CAD', 'C$ 99.99']);
  });

  it('reads Indian grouping, rupee prefixes, lakh and crore', () => {
    expect(one('advance of ₹1,20,000 paid')).toEqual(['120000.00', 'INR', '₹1,20,000']);
    expect(one('Rs. 2 crore round')).toEqual(['20000000.00', 'INR', 'Rs. 2 crore']);
    expect(one('a ₹5 lakh retainer')).toEqual(['500000.00', 'INR', '₹5 lakh']);
    expect(extractAmounts('Mrs. 5 apples, chapter 1,20,000')).toEqual([]);
  });

  it('reads złoty after the sum, with spaces between the thousands', () => {
    expect(extractAmounts('Kwota do zapłaty: 18 450,00 zł').map((a) => [a.amount, a.currency])).toEqual([['18450.00', 'PLN']]);
    expect(extractAmounts('Budżet to 12 500 zł.').map((a) => [a.amount, a.currency])).toEqual([['12500.00', 'PLN']]);
  });

  it('reads dirhams, dinars and riyals in Arabic and Latin letters, and Arabic-Indic and full-width digits', () => {
    const read = (text: string, dollar?: string) => extractAmounts(text, dollar).map((a) => [a.amount, a.currency]);
    expect(read('المبلغ الإجمالي 18,450.00 درهم شاملاً الضريبة')).toEqual([['18450.00', 'AED']]);
    expect(read('الفندق حوالي 120 ديناراً لليلة')).toEqual([['120.00', 'JOD']]);
    expect(read('بقيمة 900 ريال سعودي')).toEqual([['900.00', 'SAR']]);
    expect(read('المبلغ ١٨٬٤٥٠٫٠٠ درهم')).toEqual([['18450.00', 'AED']]);
    expect(read('we have transferred JD 5,700 today; rent JOD 6,000')).toEqual([
      ['5700.00', 'JOD'],
      ['6000.00', 'JOD'],
    ]);
    expect(read('賃料 ￥６８０，０００ を')).toEqual([['680000.00', 'JPY']]);
  });

  it('reads a bare "$" as the Canadian dollar where the mail or its sender says so, and as the US dollar elsewhere', () => {
    const read = (text: string, dollar?: string) => extractAmounts(text, dollar).map((a) => [a.amount, a.currency]);
    expect(read('Peux-tu m’envoyer ta moitié, 740 $, par virement Interac?')).toEqual([['740.00', 'CAD']]);
    expect(read('Le souper a coûté 120 $.', 'CAD')).toEqual([['120.00', 'CAD']]);
    expect(read('Le souper a coûté 120 $.')).toEqual([['120.00', 'USD']]);
    expect(read('Total $20.00 (USD), paid by Interac', 'CAD')).toEqual([['20.00', 'USD']]);
    expect(read('Montant à payer : 214,37 $')).toEqual([['214.37', 'CAD']]);
    expect(read('Kind of a big deal: $1,250.00')).toEqual([['1250.00', 'USD']]);
  });

  it('reads cedis, CFA francs and the other ISO codes, the rarer codes only in capitals', () => {
    const read = (text: string) => extractAmounts(text).map((a) => [a.amount, a.currency]);
    expect(read('total GH₵ 20,450.00')).toEqual([['20450.00', 'GHS']]);
    expect(read('un transfert de 1 250 000 FCFA')).toEqual([['1250000.00', 'XOF']]);
    expect(read('Here is invoice INV-0419 for GHS 64,800.00.')).toEqual([['64800.00', 'GHS']]);
    expect(read('KSh 4,500 for the driver')).toEqual([['4500.00', 'KES']]);
    expect(read('Thanks Ron 5 stars, see you at 8')).toEqual([]);
  });

  it('ignores numbers that are not money', () => {
    expect(extractAmounts('Lose 10-12 lbs in 30 days, call 713 853 3848')).toEqual([]);
  });
});

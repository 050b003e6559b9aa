// The three built-in emails a signed-out visitor sees at /mine (spec §2, §6):
// a term sheet request, an invoice and a newsletter. Nothing here reaches the server.
import type { CommitmentView } from '../../components/mail/CommitmentCard';
import type { MineDetailData } from './MineDetailView';
import type { MineRowData } from './MineRow';

export type SampleView = 'nuggets' | 'sludge';

export interface SampleEmail extends MineRowData, MineDetailData {
  readonly id: string;
  readonly view: SampleView;
  readonly commitments: readonly CommitmentView[];
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const inDays = (d: number) => {
  const date = new Date(Date.now() + d * 86_400_000);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
};

const TERM_SHEET_BODY = `Hi Alex,

Thanks for the call this morning. As discussed, I'll send over the revised term sheet by Wednesday with the updated valuation cap.

Could you get me the last two quarters of revenue figures and the current cap table before Friday, so our partners can sign off at Monday's meeting?

Our wire for the $250,000 first tranche goes out within five business days of signing.

Best,
Sarah Chen
Partner, Northwind Capital`;

const INVOICE_BODY = `Hello,

Please find attached invoice INV-2041 for $5,250.00 covering March hosting and support for Acme Robotics.

Payment is due on March 31. You can pay by bank transfer to the account on the invoice, or reply to this email if you need a W-9.

Thank you for your business,
CloudForge Billing`;

const NEWSLETTER_BODY = `This week in growth: 7 onboarding tactics that doubled activation, a teardown of three viral referral loops, and the pricing page mistakes we keep seeing.

Plus: our community AMA with the founder of a bootstrapped SaaS at $4M ARR.

You're receiving this because you subscribed to Growth Weekly. Unsubscribe any time.`;

export const SAMPLE_EMAILS: readonly SampleEmail[] = [
  {
    id: 'sample-term-sheet',
    view: 'nuggets',
    subject: 'Term sheet — revenue figures and cap table before Friday?',
    from: { name: 'Sarah Chen', email: 'sarah.chen@northwindcapital.com' },
    to: [{ name: 'Alex Rivera', email: 'alex@acmerobotics.io' }],
    cc: [{ name: 'Northwind Legal', email: 'legal@northwindcapital.com' }],
    receivedAt: hoursAgo(0.4),
    body: TERM_SHEET_BODY,
    textBody: TERM_SHEET_BODY,
    htmlBody: null,
    isRead: false,
    isStarred: true,
    hasAttachments: true,
    nuggetScore: 92,
    priority: 'high',
    category: 'finance',
    company: 'Acme Robotics',
    summary:
      'Northwind will send a revised term sheet by Wednesday and needs two quarters of revenue figures and the cap table before Friday to sign off on Monday.',
    commitmentCount: 2,
    attachments: [{ id: 'sample-att-1', filename: 'Northwind_TermSheet_v2.pdf', size: 251_904, mimeType: 'application/pdf' }],
    commitments: [
      {
        id: 'sample-c1',
        type: 'action_item',
        status: 'open',
        title: 'Send the last two quarters of revenue figures and the cap table',
        description: 'Sarah needs them before Friday so Northwind partners can sign off on Monday.',
        dueDate: inDays(3),
        confidence: 0.91,
        priority: 'high',
        owedBy: 'alex@acmerobotics.io',
        owedTo: 'sarah.chen@northwindcapital.com',
        sourceQuote: 'Could you get me the last two quarters of revenue figures and the current cap table before Friday',
      },
      {
        id: 'sample-c2',
        type: 'promise_received',
        status: 'open',
        title: 'Sarah sends the revised term sheet',
        description: 'With the updated valuation cap.',
        dueDate: inDays(1),
        confidence: 0.86,
        priority: 'high',
        owedBy: 'sarah.chen@northwindcapital.com',
        owedTo: 'alex@acmerobotics.io',
        sourceQuote: "I'll send over the revised term sheet by Wednesday with the updated valuation cap.",
      },
    ],
  },
  {
    id: 'sample-invoice',
    view: 'nuggets',
    subject: 'Invoice INV-2041 — $5,250.00 due March 31',
    from: { name: 'CloudForge Billing', email: 'billing@cloudforge.io' },
    to: [{ name: 'Alex Rivera', email: 'alex@acmerobotics.io' }],
    cc: [],
    receivedAt: hoursAgo(5),
    body: INVOICE_BODY,
    textBody: INVOICE_BODY,
    htmlBody: null,
    isRead: false,
    isStarred: false,
    hasAttachments: true,
    nuggetScore: 74,
    priority: 'high',
    category: 'finance',
    company: 'Acme Robotics',
    summary: 'CloudForge invoice INV-2041 for $5,250.00 (March hosting and support), due March 31.',
    commitmentCount: 1,
    attachments: [{ id: 'sample-att-2', filename: 'INV-2041.pdf', size: 88_064, mimeType: 'application/pdf' }],
    commitments: [
      {
        id: 'sample-c3',
        type: 'deadline',
        status: 'open',
        title: 'Pay CloudForge invoice INV-2041 ($5,250.00)',
        description: 'Bank transfer to the account on the invoice.',
        dueDate: inDays(9),
        confidence: 0.88,
        priority: 'medium',
        owedBy: 'alex@acmerobotics.io',
        owedTo: 'billing@cloudforge.io',
        sourceQuote: 'Payment is due on March 31.',
      },
    ],
  },
  {
    id: 'sample-newsletter',
    view: 'sludge',
    subject: 'This week in growth: 7 onboarding tactics that doubled activation',
    from: { name: 'Growth Weekly', email: 'newsletter@growthweekly.com' },
    to: [{ name: '', email: 'alex@acmerobotics.io' }],
    cc: [],
    receivedAt: hoursAgo(30),
    body: NEWSLETTER_BODY,
    textBody: NEWSLETTER_BODY,
    htmlBody: null,
    isRead: true,
    isStarred: false,
    hasAttachments: false,
    nuggetScore: 18,
    priority: 'low',
    category: 'newsletter',
    company: null,
    summary: 'Newsletter from Growth Weekly: onboarding tactics, referral loop teardowns and pricing page mistakes.',
    commitmentCount: 0,
    attachments: [],
    commitments: [],
  },
];

// The one result every analyzer returns (the local rule-based one now, an LLM one later),
// and its zod schema: the LLM analyzer validates model output against it, and
// `analysisResultJsonSchema()` (dates as ISO strings) is what the model is asked to fill.
import { z } from 'zod';

export type Party = { name: string; email: string };

export type AnalysisInput = {
  from: Party | null;
  to: Party[];
  cc: Party[];
  subject: string;
  /** Plain-text body (may be empty when the mail is HTML-only). */
  text: string;
  /** Sanitised HTML body, if any. */
  html: string | null;
  /** Lower-case header name → value (list-unsubscribe, list-id, precedence, auto-submitted, x-mailer, …). */
  headers: Record<string, string>;
  receivedAt: Date;
  /** Sign-in email, connected accounts, aliases: mail from any of them is sent mail. */
  userAddresses: string[];
  /** The user has ever written to the sender. */
  userHasWrittenTo: boolean;
  /** The user has written in this mail's thread before (a stored reply of theirs). */
  userInThread?: boolean;
  /** The user's ventures. */
  userCompanies?: { name: string; domains: string[] }[];
  /** The user's IANA time zone (settings): "EOD", "by 5pm" and "today" are theirs. UTC when absent. */
  timeZone?: string;
  /** Settings: false when auto-reply suggestions are off (a model is asked for none; the caller keeps none either way). */
  suggestReply?: boolean;
  /** Settings: false when categorisation is off (a model is asked for none; the caller keeps none either way). */
  categorize?: boolean;
};

export const COMMITMENT_TYPES = ['promise_made', 'promise_received', 'action_item', 'deadline'] as const;
export type CommitmentType = (typeof COMMITMENT_TYPES)[number];

export const TRANSACTION_TYPES = ['Revenue', 'Expense', 'Invoice', 'Order'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const CATEGORIES = [
  'business',
  'finance',
  'scheduling',
  'personal',
  'newsletter',
  'promotion',
  'notification',
  'spam',
  'support',
  'legal',
  'recruiting',
] as const;

/** Score at and above which a mail is a nugget (PRODUCT.md §9). */
export const NUGGET_THRESHOLD = 70;
/** priority: high ≥ 70, medium ≥ 40, else low. */
export const priorityFor = (score: number): 'high' | 'medium' | 'low' => (score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low');

const level = z.enum(['high', 'medium', 'low']);

export const commitmentSchema = z.object({
  type: z.enum(COMMITMENT_TYPES),
  /** Who owes it: an email address where known, else a name ("me" never appears: the user's own address is used). */
  owedBy: z.string(),
  owedTo: z.string(),
  title: z.string(),
  description: z.string(),
  /** Resolved against the mail's receivedAt; date-only expressions resolve to 12:00 UTC of that day. */
  dueDate: z.coerce.date().nullable(),
  /** The words the date came from ("by Friday", "EOW"), or null. */
  dueText: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  /** The sentence it came from. */
  quote: z.string(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const transactionSchema = z.object({
  type: z.enum(TRANSACTION_TYPES),
  /** Decimal with two places, no thousands separators: "5250.00". */
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
  /** ISO 4217, e.g. USD, EUR, GBP. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  counterparty: z.string().nullable(),
  date: z.coerce.date(),
  /** The amount as written ("$5,250.00", "5.250,00 €"). */
  rawAmount: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const analysisResultSchema = z.object({
  nuggetScore: z.number().int().min(0).max(100),
  /** business, finance, scheduling, personal, newsletter, promotion, notification, spam, support, legal, recruiting (free text for other analyzers). */
  category: z.string(),
  priority: level,
  summary: z.string(),
  /** '' when no reply is due. */
  suggestedReply: z.string(),
  sentiment: z.enum(['positive', 'negative', 'neutral']),
  urgency: level,
  keyPoints: z.array(z.string()),
  suggestedActions: z.array(z.string()),
  actionRequired: z.boolean(),
  /** Which of the user's ventures, or the counterparty's organisation. */
  company: z.string().nullable(),
  commitments: z.array(commitmentSchema),
  transaction: transactionSchema.nullable(),
  /** 'local' for the rule-based analyzer; a model name for others. */
  analyzedBy: z.string(),
  /** What kind of mail it is: person, sent, notification, transactional, bulk, cold, phishing. */
  kind: z.enum(['person', 'sent', 'notification', 'transactional', 'bulk', 'cold', 'phishing']).optional(),
  /** Short human explanations of why it scored as it did. */
  signals: z.array(z.string()),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** JSON Schema of the result for a model to fill: dates are ISO 8601 strings (parse back with `analysisResultSchema`). */
export function analysisResultJsonSchema() {
  return z.toJSONSchema(analysisResultSchema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
}

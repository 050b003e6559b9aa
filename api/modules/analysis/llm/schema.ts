// What the model is asked to fill: every field of `analysisResultSchema` except
// `analyzedBy` and `signals` (those are ours; the model's `reasons` go into `signals`), as a JSON schema OpenAI's strict structured
// output accepts (and that llama.cpp / vLLM / Ollama grammars can compile):
//   - every object lists all its properties in `required`; optional ones become nullable;
//   - `additionalProperties: false` everywhere;
//   - dates are ISO 8601 strings;
//   - validation keywords strict mode or local grammars may reject (minimum, maximum, pattern,
//     format, lengths) are moved into the description; zod checks them on the way back.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { analysisResultSchema } from '../analysis.types.ts';

/** The part of the result the model fills; its answer is validated against this. */
export const llmFieldsSchema = analysisResultSchema.omit({ analyzedBy: true, signals: true }).extend({
  // Shown under "Why this score"; a model that leaves them out still gives a valid answer.
  reasons: z.array(z.string()).default([]),
});
export type LlmFields = z.infer<typeof llmFieldsSchema>;

type Json = Record<string, unknown>;

// Field guidance the zod schema keeps in comments; keyed by dotted path ('[]' for array items).
const DESCRIPTIONS: Record<string, string> = {
  nuggetScore: 'How much this email matters to the user, 0-100. 70 and above: a nugget (needs attention, valuable); below 40: noise.',
  category: 'One of: business, finance, scheduling, personal, newsletter, promotion, notification, spam, support, legal, recruiting.',
  priority: 'high when nuggetScore >= 70, medium when >= 40, else low.',
  kind: 'What the email is: person, sent, notification, transactional, bulk, cold or phishing (see the rules).',
  summary: 'One or two sentences saying what the email is about and what, if anything, the user must do.',
  reasons:
    'At most 4 short reasons for nuggetScore, strongest first, each naming its evidence in the email, e.g. "An investor asks for the signed term sheet by Friday", "Bulk newsletter with an unsubscribe link".',
  suggestedReply: 'A short reply the user could send, written as the user; empty string when no reply is due.',
  urgency: 'How soon the user must act.',
  keyPoints: 'At most 5 short facts worth remembering.',
  suggestedActions: 'At most 5 short next steps for the user.',
  actionRequired: 'True when the user is asked or expected to do something.',
  company: "Which of the user's ventures this concerns, else the counterparty's organisation, else null.",
  commitments: 'Promises, requests and deadlines stated in this email (not in quoted history). Empty when there are none.',
  'commitments[].type':
    'promise_made: the user promises something; promise_received: someone promises the user something; action_item: someone asks the user to do something (or the user asks someone); deadline: a date by which something is due.',
  'commitments[].owedBy': 'Email address of who owes it (the user\'s own address when it is the user, never "me"); a name when no address is known.',
  'commitments[].owedTo': 'Email address of who it is owed to (the user\'s own address when it is the user, never "me"); a name when no address is known.',
  'commitments[].title':
    'A to-do title, at most 80 characters: "Send Priya the Q3 deck"; for what others owe the user "Sam to send the signed NDA"; never a question, greeting or email address.',
  'commitments[].description': 'One sentence of context.',
  'commitments[].dueDate':
    'ISO 8601 UTC date-time resolved against the date the email was received ("by Friday" = the first Friday after it); date-only expressions resolve to 12:00:00Z of that day; null when no date is given.',
  'commitments[].dueText': 'The words the date came from ("by Friday", "EOW"), or null.',
  'commitments[].confidence': 'Between 0 and 1.',
  'commitments[].quote': 'The sentence of the email it came from, verbatim.',
  transaction: 'The money transaction this email is about (invoice, receipt, order, payment), or null.',
  'transaction.amount': 'Decimal with exactly two places and no thousands separators, e.g. "5250.00".',
  'transaction.currency': 'ISO 4217 code in capitals, e.g. USD, EUR, GBP.',
  'transaction.date': 'ISO 8601 date-time of the transaction; the date the email was received when no other is given.',
  'transaction.rawAmount': 'The amount as written in the email, e.g. "$5,250.00".',
};

// Keywords left out of the schema the model sees; their meaning goes into the description.
const MOVED: Record<string, (v: unknown) => string> = {
  minimum: (v) => `minimum ${v}`,
  maximum: (v) => `maximum ${v}`,
  exclusiveMinimum: (v) => `greater than ${v}`,
  exclusiveMaximum: (v) => `less than ${v}`,
  pattern: (v) => `matches /${v}/`,
  format: (v) => `format ${v}`,
  minLength: (v) => `at least ${v} characters`,
  maxLength: (v) => `at most ${v} characters`,
  minItems: (v) => `at least ${v} items`,
  maxItems: (v) => `at most ${v} items`,
};
const DROPPED = new Set(['$schema', 'default', 'examples', 'title', '$id']);

function nullable(node: Json): Json {
  const type = node.type;
  if (typeof type === 'string') return { ...node, type: [type, 'null'] };
  if (Array.isArray(type)) return type.includes('null') ? node : { ...node, type: [...type, 'null'] };
  if (Array.isArray(node.anyOf))
    return (node.anyOf as Json[]).some((n) => n.type === 'null') ? node : { ...node, anyOf: [...(node.anyOf as Json[]), { type: 'null' }] };
  const { description, ...rest } = node;
  return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] };
}

/** Rewrites a JSON schema (as produced by `z.toJSONSchema`) for strict structured output. */
export function toStrictSchema(node: Json, path = '', describe = true): Json {
  const out: Json = {};
  const notes: string[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (DROPPED.has(k)) continue;
    if (k in MOVED) {
      notes.push(MOVED[k]!(v));
      continue;
    }
    out[k] = v;
  }
  // An empty schema is what zod emits for a Date: the model writes an ISO 8601 string.
  if (!Object.keys(out).length) {
    out.type = 'string';
    notes.push('ISO 8601 date-time');
  }
  if (out.type === 'object' || out.properties) {
    const props = (out.properties ?? {}) as Record<string, Json>;
    const required = new Set((out.required as string[] | undefined) ?? []);
    out.properties = Object.fromEntries(
      Object.entries(props).map(([key, child]) => {
        const strict = toStrictSchema(child, path ? `${path}.${key}` : key);
        return [key, required.has(key) ? strict : nullable(strict)];
      }),
    );
    out.required = Object.keys(props);
    out.additionalProperties = false;
  }
  if (out.items && typeof out.items === 'object') out.items = toStrictSchema(out.items as Json, `${path}[]`);
  if (Array.isArray(out.anyOf)) out.anyOf = (out.anyOf as Json[]).map((n) => toStrictSchema(n, path, false));
  // Descriptions sit on the property itself, not inside each branch of a union.
  const own = (describe ? DESCRIPTIONS[path] : undefined) ?? (out.description as string | undefined);
  const description = [own, notes.length ? `(${notes.join(', ')})` : ''].filter(Boolean).join(' ');
  if (description) out.description = description;
  return out;
}

/** The JSON schema sent as `response_format.json_schema.schema`. */
export const analysisJsonSchema: Json = toStrictSchema(z.toJSONSchema(llmFieldsSchema, { io: 'output', unrepresentable: 'any' }) as Json);

/** Changes whenever the schema the model sees changes (part of the cache key). */
export const schemaHash = createHash('sha256').update(JSON.stringify(analysisJsonSchema)).digest('hex').slice(0, 16);

export const RESPONSE_FORMAT = {
  type: 'json_schema' as const,
  json_schema: { name: 'email_analysis', strict: true, schema: analysisJsonSchema },
};

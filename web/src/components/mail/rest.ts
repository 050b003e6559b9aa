// The few REST doors of spec §7 the mail screens use where GraphQL has no
// equivalent: the enhanced list's server-side filter/sort/labels, label counts,
// agent stats and the lab's direct model call.

/** Spec §8: a non-OK response becomes "<status>: <body or status text>". */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new RestError(`${response.status}: ${text || response.statusText}`, response.status);
  return (text ? JSON.parse(text) : null) as T;
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return parse<T>(await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal }));
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return parse<T>(
    await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** The GraphQL id of an email the REST API named by its database id. */
export function emailGlobalId(databaseId: string): string {
  return btoa(`Email:${databaseId}`);
}

/** GET /api/enhanced-emails/labels */
export interface LabelCount {
  id: string;
  name: string;
  count: number;
}

/** GET /api/enhanced-emails/agent-stats */
export interface AgentStats {
  totalEmails: number;
  processedEmails: number;
  commitmentsFound: number;
  actionableEmails: number;
  processingRate: number;
  lastSyncTime: string | null;
}

/** The part of GET /api/enhanced-emails the list reads: order, ids and label names. */
export interface EnhancedListRow {
  id: string;
  labels: string[];
}

// The few REST doors of spec §7 the screens still use: agent stats (refreshed every
// 30 s, spec §7) and the lab's direct model call. No list is read through REST: every
// list is a GraphQL connection.

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

/** GET /api/enhanced-emails/agent-stats */
export interface AgentStats {
  totalEmails: number;
  processedEmails: number;
  commitmentsFound: number;
  actionableEmails: number;
  processingRate: number;
  lastSyncTime: string | null;
}

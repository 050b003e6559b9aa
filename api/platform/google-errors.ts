// What a failed Google API call (googleapis / gaxios) means, read one way for the
// Gmail sync, Gmail sending and Google Calendar. The token endpoint answers
// {error: 'invalid_grant', error_description}; the APIs {error: {code, message, errors, status, details}}.

export type GoogleFailure = {
  /** HTTP status, or null when no answer came. */
  status: number | null;
  /** Google's reason (`rateLimitExceeded`, `insufficientPermissions`, `RESOURCE_EXHAUSTED` …). */
  reason: string | null;
  message: string;
  /** The Retry-After header in milliseconds. */
  retryAfterMs: number | null;
  /** The OAuth token endpoint's error (`invalid_grant`, `invalid_client`, `unauthorized_client`). */
  grantError: string | null;
  /** The request got no answer (reset, refused, timed out). */
  network: boolean;
  /** 429, or a 403 whose reason is a rate or quota limit. */
  rateLimited: boolean;
  /** Worth trying again later: rate limits, 408, 5xx, no answer. */
  retryable: boolean;
  /** A 403 for a permission the user did not grant. */
  scopeMissing: boolean;
};

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'RESOURCE_EXHAUSTED', 'RATE_LIMIT_EXCEEDED']);
const SCOPE_REASONS = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT']);
const GRANT_ERRORS = /^(invalid_grant|invalid_client|unauthorized_client)$/;

function headerOf(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const v = (headers as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : null;
}

/** Retry-After in milliseconds (seconds or an HTTP date). */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

export function classifyGoogleError(e: any): GoogleFailure {
  const response = e?.response;
  const data = response?.data;
  const status: number | null = response?.status ?? (typeof e?.status === 'number' ? e.status : null);
  const grantError: string | null = typeof data?.error === 'string' ? data.error : GRANT_ERRORS.test(String(e?.message)) ? e.message : null;
  const apiError = data?.error && typeof data.error === 'object' ? data.error : null;
  const reason: string | null = apiError?.errors?.[0]?.reason ?? apiError?.details?.find?.((d: any) => d?.reason)?.reason ?? apiError?.status ?? null;
  const message: string = apiError?.message ?? data?.error_description ?? e?.message ?? String(e);
  // A request error without an answer carries its request config.
  const network = !response && !!e?.config;
  const rateLimited = status === 429 || (status === 403 && !!reason && RATE_LIMIT_REASONS.has(reason));
  return {
    status,
    reason,
    message,
    retryAfterMs: parseRetryAfter(headerOf(response?.headers, 'retry-after')),
    grantError,
    network,
    rateLimited,
    retryable: rateLimited || (status !== null ? status >= 500 || status === 408 : network),
    scopeMissing: status === 403 && !!reason && SCOPE_REASONS.has(reason),
  };
}

// The composer's state in one reducer: the fields, the attachments (stored with
// the draft, newly picked, marked for removal), the field errors and what the
// last save and send came to. Saving, sending and AI compose dispatch to it.
// No imports: it is pure, and pinned by tests/unit/compose-state.test.ts.

export type Priority = 'high' | 'normal' | 'low';
export type Fields = { to: string; cc: string; bcc: string; subject: string; body: string; priority: Priority; fromAccountId: string };
export type SavedAttachment = { readonly id: string; readonly filename: string; readonly size: number };

export interface ComposeState {
  fields: Fields;
  /** Picked here, not uploaded yet (they go with the next save or the send). */
  pending: File[];
  /** Stored with the draft. */
  saved: readonly SavedAttachment[];
  /** Stored ones the user took off (dropped by the next save or the send). */
  removed: string[];
  /** Forwarding: send the original's attachments too. */
  includeOriginal: boolean;
  /** Field name → message, from the client's rules or the server's answer. */
  errors: Record<string, string>;
  sending: boolean;
  sendError: string | null;
  saveNote: { at: Date | null; error: string | null };
}

export type ComposeAction =
  | { type: 'field'; name: keyof Fields; value: string }
  | { type: 'appendBody'; content: string }
  | { type: 'includeOriginal'; value: boolean }
  | { type: 'addFiles'; files: File[] }
  | { type: 'dropFile'; file: File }
  | { type: 'removeSaved'; id: string }
  | { type: 'saved'; attachments: readonly SavedAttachment[]; uploaded: readonly File[]; dropped: readonly string[]; at: Date }
  | { type: 'saveFailed'; error: string }
  | { type: 'invalid'; errors: Record<string, string> }
  | { type: 'sendStarted' }
  | { type: 'sendFailed'; errors?: Record<string, string>; error?: string }
  | { type: 'dismissSendError' };

export function composeReducer(state: ComposeState, action: ComposeAction): ComposeState {
  switch (action.type) {
    case 'field': {
      // Typing in a field clears its error.
      const { [action.name]: _gone, ...errors } = state.errors;
      return { ...state, fields: { ...state.fields, [action.name]: action.value }, errors: action.name in state.errors ? errors : state.errors };
    }
    case 'appendBody': {
      const body = state.fields.body;
      return { ...state, fields: { ...state.fields, body: body.trim() ? `${body.replace(/\s+$/, '')}\n\n${action.content}` : action.content } };
    }
    case 'includeOriginal':
      return { ...state, includeOriginal: action.value };
    case 'addFiles':
      return { ...state, pending: [...state.pending, ...action.files] };
    case 'dropFile':
      return { ...state, pending: state.pending.filter((f) => f !== action.file) };
    case 'removeSaved':
      return { ...state, removed: [...state.removed, action.id] };
    case 'saved':
      // Files picked and removals made while the save ran stay for the next one.
      return {
        ...state,
        saved: action.attachments,
        pending: state.pending.filter((f) => !action.uploaded.includes(f)),
        removed: state.removed.filter((id) => !action.dropped.includes(id)),
        saveNote: { at: action.at, error: null },
      };
    case 'saveFailed':
      return { ...state, saveNote: { at: null, error: action.error } };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'sendStarted':
      return { ...state, sending: true, sendError: null };
    case 'sendFailed':
      return { ...state, sending: false, errors: action.errors ?? state.errors, sendError: action.error ?? state.sendError };
    case 'dismissSendError':
      return { ...state, sendError: null };
  }
}

const PRIORITIES: readonly string[] = ['high', 'normal', 'low'];

/** Where a composer starts: a stored draft, else the reply / forward defaults; the sender asked for, else the draft's, the replied email's, the first. */
export function initialComposeState(a: {
  stored: {
    readonly to?: readonly string[];
    readonly cc?: readonly string[];
    readonly bcc?: readonly string[];
    readonly subject?: string;
    readonly body?: string;
    readonly priority?: string;
    readonly account?: { readonly id: string } | null;
    readonly attachments?: readonly SavedAttachment[];
  } | null;
  defaults:
    | { readonly to: readonly string[]; readonly cc: readonly string[]; readonly subject: string; readonly account?: { readonly id: string } | null }
    | null
    | undefined;
  senderIds: readonly string[];
  /** The sender the opener asked for (Relay id or database id). */
  accountId: string | null | undefined;
}): ComposeState {
  const { stored, defaults, senderIds, accountId } = a;
  const fromAccountId =
    senderIds.find((id) => sameId(id, accountId, 'Account')) ??
    stored?.account?.id ??
    (defaults?.account && senderIds.includes(defaults.account.id) ? defaults.account.id : undefined) ??
    senderIds[0] ??
    '';
  return {
    fields: {
      to: (stored?.to ?? defaults?.to ?? []).join(', '),
      cc: (stored?.cc ?? defaults?.cc ?? []).join(', '),
      bcc: (stored?.bcc ?? []).join(', '),
      subject: stored?.subject ?? defaults?.subject ?? '',
      body: stored?.body ?? '',
      priority: (stored?.priority && PRIORITIES.includes(stored.priority) ? stored.priority : 'normal') as Priority,
      fromAccountId,
    },
    pending: [],
    saved: stored?.attachments ?? [],
    removed: [],
    includeOriginal: false,
    errors: {},
    sending: false,
    sendError: null,
    saveNote: { at: null, error: null },
  };
}

/** True when `relayId` is the Relay id of `given`, or `given` itself. */
export function sameId(relayId: string, given: string | null | undefined, typename: string) {
  if (!given) return false;
  if (relayId === given) return true;
  try {
    return atob(relayId) === `${typename}:${given}`;
  } catch {
    return false;
  }
}

/** The save / send input: the fields as written (the server splits the recipients), what it replies to or forwards, the removals. */
export function draftInput(state: ComposeState, a: { draftId: string | null; replyTo?: string | null; forward?: string | null }) {
  const { fields } = state;
  return {
    id: a.draftId ?? undefined,
    fromAccountId: fields.fromAccountId || undefined,
    to: fields.to.trim() ? [fields.to] : [],
    cc: fields.cc.trim() ? [fields.cc] : [],
    bcc: fields.bcc.trim() ? [fields.bcc] : [],
    subject: fields.subject,
    body: fields.body,
    priority: fields.priority,
    replyToId: a.replyTo ?? undefined,
    forwardId: a.forward ?? undefined,
    includeOriginalAttachments: a.forward ? state.includeOriginal : undefined,
    removeAttachmentIds: state.removed.length ? state.removed : undefined,
  };
}

/** What the server would hold after a save: the autosave runs only when this changed. */
export const saveSnapshot = (s: ComposeState) =>
  JSON.stringify([s.fields, s.pending.map((f) => [f.name, f.size, f.lastModified]), s.removed, s.includeOriginal]);

/** Anything written worth keeping as a draft. */
export const hasContent = ({ fields: f }: ComposeState) => !!(f.body.trim() || f.subject.trim() || f.to.trim() || f.cc.trim() || f.bcc.trim());

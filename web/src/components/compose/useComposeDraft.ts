// Saving and sending a composed message: Save Draft, the 30-second autosave
// (spec §9) and Send Email, with the spec's toasts. A send waits for a save in
// flight, so an autosave creating the draft and a send never make two drafts.
import { useEffect, useRef, type Dispatch } from 'react';
import { useToast } from '../Toasts';
import { draftInput, hasContent, saveSnapshot, type ComposeAction, type ComposeState } from './composeState';
import { sendProblems } from './rules';
import { useSaveDraft } from './useSaveDraft';
import { useSendEmail } from './useSendEmail';

/** Spec §9: a non-empty draft is saved every 30 s. */
export const AUTOSAVE_INTERVAL_MS = 30_000;

export interface ComposeDraftOptions {
  /** The stored draft continued here, if any. */
  draftId: string | null;
  replyTo?: string | null;
  forward?: string | null;
  /** After a successful send; then `onClose`. */
  onSent?: (sent: { draftId: string; emailId: string | null; threadId: string | null }) => void;
  onClose: () => void;
}

export function useComposeDraft(state: ComposeState, dispatch: Dispatch<ComposeAction>, options: ComposeDraftOptions) {
  const { toast } = useToast();
  const [save, saving] = useSaveDraft();
  const [send] = useSendEmail();
  // The draft's id as of now (a save may finish while a send waits for it).
  const draftId = useRef(options.draftId);
  const inFlightSave = useRef<Promise<void> | null>(null);
  const lastSaved = useRef<string | null>(null);
  const snapshot = saveSnapshot(state);
  const input = () => draftInput(state, { draftId: draftId.current, replyTo: options.replyTo, forward: options.forward });

  async function saveNow(manual: boolean) {
    const files = state.pending.slice();
    const dropping = state.removed.slice();
    const at = snapshot;
    try {
      const r = await save(input(), files);
      if (r.__typename === 'MutationSaveDraftSuccess' && r.draft) {
        draftId.current = r.draft.id;
        dispatch({ type: 'saved', attachments: r.draft.attachments, uploaded: files, dropped: dropping, at: new Date() });
        lastSaved.current = at;
        if (manual) toast({ title: 'Draft saved' });
      } else {
        // Spec §8: draft failures on this page are only logged (and noted beside the buttons).
        console.error('Saving the draft failed:', r);
        dispatch({ type: 'saveFailed', error: ('message' in r && r.message) || 'Draft not saved' });
      }
    } catch (error) {
      console.error('Saving the draft failed:', error);
      dispatch({ type: 'saveFailed', error: 'Draft not saved' });
    }
  }

  /** Saves now (creating the draft the first time); a send waits for a save in flight. */
  const saveDraft = (manual: boolean) => {
    const run = saveNow(manual).finally(() => {
      if (inFlightSave.current === run) inFlightSave.current = null;
    });
    inFlightSave.current = run;
    return run;
  };

  // Spec §9: every 30 s, when there is something to keep and it changed since the last save.
  const autosave = useRef<() => void>(() => {});
  autosave.current = () => {
    if (!state.sending && !saving && hasContent(state) && snapshot !== lastSaved.current) void saveDraft(false);
  };
  useEffect(() => {
    const timer = window.setInterval(() => autosave.current(), AUTOSAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const sendNow = async () => {
    if (state.sending) return;
    const problems = sendProblems(state.fields);
    if (problems.length) {
      dispatch({ type: 'invalid', errors: Object.fromEntries(problems.map((p) => [p.field!, p.description])) });
      toast({ title: problems[0]!.title, description: problems[0]!.description, variant: 'destructive' });
      return;
    }
    dispatch({ type: 'sendStarted' });
    try {
      // An autosave creating the draft right now: send that draft, not a second one.
      if (inFlightSave.current) await inFlightSave.current;
      const r = await send(input(), state.pending);
      if (r.__typename === 'MutationSendEmailSuccess' && r.draft) {
        const recipients = [...r.draft.to, ...r.draft.cc, ...r.draft.bcc];
        toast({ title: 'Email sent successfully', description: `Sent to ${recipients.join(', ')}` });
        options.onSent?.({ draftId: r.draft.id, emailId: r.draft.sentEmail?.id ?? null, threadId: r.draft.sentEmail?.threadId ?? null });
        options.onClose();
        return;
      }
      if (r.__typename === 'ValidationError') {
        dispatch({ type: 'sendFailed', errors: Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.name.split('.').pop()!, f.message])) });
        toast({ title: r.message ?? 'Failed to send email', description: r.fieldErrors?.[0]?.message ?? 'Please try again', variant: 'destructive' });
      } else {
        if (r.__typename === 'SendEmailError' && r.draftId) draftId.current = r.draftId;
        console.error('Sending failed:', r);
        dispatch({ type: 'sendFailed', error: ('message' in r && r.message) || 'The message was not sent.' });
        toast({ title: 'Failed to send email', description: 'Please try again', variant: 'destructive' });
      }
    } catch (error) {
      console.error('Sending failed:', error);
      dispatch({ type: 'sendFailed' });
      toast({ title: 'Failed to send email', description: 'Please try again', variant: 'destructive' });
    }
  };

  return { saveDraft, saving, send: sendNow };
}

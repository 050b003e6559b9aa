import { Component, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import SendIcon from '@mui/icons-material/Send';
import type { ComposeDialogQuery } from '../../__generated__/ComposeDialogQuery.graphql';
import type { DraftInput } from '../../__generated__/useSaveDraftMutation.graphql';
import { useToast } from '../Toasts';
import { insertLink, toggleList, toggleWrap, type Edit } from './formatting';
import { ACCEPT, fileProblem, formatSize, sendProblems, splitRecipients } from './rules';
import { useAiCompose } from './useAiCompose';
import { useSaveDraft } from './useSaveDraft';
import { useSendEmail } from './useSendEmail';

/** Spec §9: a non-empty draft is saved every 30 s. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
/** Spec §4: a template's "added" state resets after 2 s. */
export const GENERATED_RESET_MS = 2_000;

export interface ComposeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The email replied to (its Relay id or database id): To, Re: subject, threading, the account it came in through. */
  replyTo?: string | null;
  /** The email forwarded (Relay id or database id): Fwd: subject, quoted below the message. */
  forward?: string | null;
  /** The mailbox to send from (Relay id or database id); default: the replied email's, else the first connected. */
  accountId?: string | null;
  /** A stored draft to continue (Relay id). */
  draftId?: string | null;
  /** After a successful send (the dialog then closes itself through `onClose`). */
  onSent?: (sent: { draftId: string; emailId: string | null; threadId: string | null }) => void;
}

type Priority = 'high' | 'normal' | 'low';
type Form = { to: string; cc: string; bcc: string; subject: string; body: string; priority: Priority; fromAccountId: string };
type SavedAttachment = { readonly id: string; readonly filename: string; readonly size: number };

/**
 * The composer (spec §2–§9): To / Cc / Bcc (comma-separated), Subject, a body with
 * a formatting toolbar (markdown-lite, sent as text and HTML), attachments (25 MB
 * each, images / PDF / .doc / .docx / .txt / .csv / .xlsx), the four AI templates,
 * Save Draft / Cancel / Send Email. Drafts are stored on the server and saved
 * every 30 s while anything is written. Closes itself after a successful send.
 */
export default function ComposeDialog(props: ComposeDialogProps) {
  const busy = useRef(false);
  const title = props.replyTo ? 'Reply' : props.forward ? 'Forward' : 'New message';
  const close = () => {
    if (!busy.current) props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} maxWidth="md" fullWidth aria-labelledby="compose-dialog-title" data-testid="compose-dialog">
      <DialogTitle id="compose-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <LoadBoundary>
        <Suspense
          fallback={
            <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading..." />
            </DialogContent>
          }
        >
          <ComposeForm {...props} busy={busy} />
        </Suspense>
      </LoadBoundary>
    </Dialog>
  );
}

export { ComposeDialog };

/** A composer that could not load (the email is gone, the network failed) says so inside the dialog. */
class LoadBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  componentDidCatch(error: Error) {
    console.error('The composer could not load', error);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <DialogContent>
        <Alert severity="error">The composer could not load: {this.state.error.message}</Alert>
      </DialogContent>
    );
  }
}

/** True when `relayId` is the Relay id of `given`, or `given` itself. */
function sameId(relayId: string, given: string | null | undefined, typename: string) {
  if (!given) return false;
  if (relayId === given) return true;
  try {
    return atob(relayId) === `${typename}:${given}`;
  } catch {
    return false;
  }
}

function ComposeForm({ replyTo, forward, accountId, draftId: resumeId, onClose, onSent, busy }: ComposeDialogProps & { busy: { current: boolean } }) {
  const data = useLazyLoadQuery<ComposeDialogQuery>(
    graphql`
      query ComposeDialogQuery($replyToId: ID, $forwardId: ID, $draftId: ID!, $withDraft: Boolean!) {
        aiTemplates {
          id
          name
          description
          prompt
        }
        accounts(first: 100) @connection(key: "AccountList_accounts") {
          edges {
            node {
              id
              email
              provider
              displayName
              status
            }
          }
        }
        composeDefaults(replyToId: $replyToId, forwardId: $forwardId) {
          __typename
          ... on QueryComposeDefaultsSuccess {
            data {
              to
              cc
              subject
              forwarding
              account {
                id
              }
              email {
                id
                threadId
                subject
                hasAttachments
                from {
                  name
                  email
                }
              }
            }
          }
          ... on Error {
            message
          }
        }
        draft: node(id: $draftId) @include(if: $withDraft) {
          ... on Draft {
            id
            to
            cc
            bcc
            subject
            body
            priority
            account {
              id
            }
            attachments {
              id
              filename
              size
            }
          }
        }
      }
    `,
    { replyToId: replyTo ?? null, forwardId: forward ?? null, draftId: resumeId ?? '', withDraft: !!resumeId },
    { fetchPolicy: 'store-or-network' },
  );
  const { toast } = useToast();
  const [save, saving] = useSaveDraft();
  const [send] = useSendEmail();
  const [aiCompose] = useAiCompose();

  const senders = useMemo(() => data.accounts.edges.map((e) => e.node).filter((a) => a.provider !== 'imported' && a.status !== 'disabled'), [data.accounts]);
  const defaults = data.composeDefaults.__typename === 'QueryComposeDefaultsSuccess' ? data.composeDefaults.data : null;
  const loadError = data.composeDefaults.__typename !== 'QueryComposeDefaultsSuccess' ? (data.composeDefaults as { message?: string }).message : null;
  const stored = data.draft && 'to' in data.draft ? data.draft : null;

  const [form, setForm] = useState<Form>(() => {
    const from =
      senders.find((a) => sameId(a.id, accountId, 'Account'))?.id ??
      stored?.account?.id ??
      (defaults?.account && senders.some((a) => a.id === defaults.account!.id) ? defaults.account.id : undefined) ??
      senders[0]?.id ??
      '';
    return {
      to: (stored?.to ?? defaults?.to ?? []).join(', '),
      cc: (stored?.cc ?? defaults?.cc ?? []).join(', '),
      bcc: (stored?.bcc ?? []).join(', '),
      subject: stored?.subject ?? defaults?.subject ?? '',
      body: stored?.body ?? '',
      priority: (['high', 'normal', 'low'].includes(stored?.priority ?? '') ? stored!.priority : 'normal') as Priority,
      fromAccountId: from,
    };
  });
  const [draftId, setDraftIdState] = useState<string | null>(stored?.id ?? null);
  // The id as of now (a save may finish while a send waits for it).
  const draftIdRef = useRef<string | null>(stored?.id ?? null);
  const setDraftId = (id: string | null) => {
    draftIdRef.current = id;
    setDraftIdState(id);
  };
  const inFlightSave = useRef<Promise<void> | null>(null);
  const [pending, setPending] = useState<File[]>([]);
  const [saved, setSaved] = useState<readonly SavedAttachment[]>(stored?.attachments ?? []);
  const [removed, setRemoved] = useState<string[]>([]);
  const [includeOriginal, setIncludeOriginal] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [sendError, setSendError] = useState<string | null>(null);
  const [saveNote, setSaveNote] = useState<{ at: Date | null; error: string | null }>({ at: null, error: null });
  const [generating, setGenerating] = useState<string | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  busy.current = status === 'sending';
  const forwarding = !!forward;

  const set = (name: keyof Form) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const input = useCallback(
    (): DraftInput => ({
      id: draftIdRef.current ?? undefined,
      fromAccountId: form.fromAccountId || undefined,
      to: form.to.trim() ? [form.to] : [],
      cc: form.cc.trim() ? [form.cc] : [],
      bcc: form.bcc.trim() ? [form.bcc] : [],
      subject: form.subject,
      body: form.body,
      priority: form.priority,
      replyToId: replyTo ?? undefined,
      forwardId: forward ?? undefined,
      includeOriginalAttachments: forwarding ? includeOriginal : undefined,
      removeAttachmentIds: removed.length ? removed : undefined,
    }),
    [draftId, form, replyTo, forward, forwarding, includeOriginal, removed],
  );

  // What the server holds: the autosave runs only when this changed.
  const snapshot = JSON.stringify([form, pending.map((f) => [f.name, f.size, f.lastModified]), removed, includeOriginal]);
  const lastSaved = useRef<string | null>(null);
  const nonEmpty = !!(form.body.trim() || form.subject.trim() || form.to.trim() || form.cc.trim() || form.bcc.trim());

  /** Saves now (creating the draft the first time); a send waits for a save in flight. */
  const saveDraft = (manual: boolean) => {
    const run = saveNow(manual).finally(() => {
      if (inFlightSave.current === run) inFlightSave.current = null;
    });
    inFlightSave.current = run;
    return run;
  };

  async function saveNow(manual: boolean) {
    const files = pending.slice();
    const dropping = removed.slice();
    const at = snapshot;
    try {
      const r = await save(input(), files);
      if (r.__typename === 'MutationSaveDraftSuccess' && r.draft) {
        setDraftId(r.draft.id);
        setSaved(r.draft.attachments);
        setPending((p) => p.filter((f) => !files.includes(f)));
        setRemoved((ids) => ids.filter((id) => !dropping.includes(id)));
        lastSaved.current = at;
        setSaveNote({ at: new Date(), error: null });
        if (manual) toast({ title: 'Draft saved' });
      } else {
        // Spec §8: draft failures on this page are only logged (and noted beside the buttons).
        console.error('Saving the draft failed:', r);
        setSaveNote({ at: null, error: ('message' in r && r.message) || 'Draft not saved' });
      }
    } catch (error) {
      console.error('Saving the draft failed:', error);
      setSaveNote({ at: null, error: 'Draft not saved' });
    }
  }

  // Spec §9: every 30 s, when there is something to keep and it changed since the last save.
  const autosave = useRef<() => void>(() => {});
  autosave.current = () => {
    if (status === 'idle' && !saving && nonEmpty && snapshot !== lastSaved.current) void saveDraft(false);
  };
  useEffect(() => {
    const timer = window.setInterval(() => autosave.current(), AUTOSAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const onSend = async () => {
    if (status === 'sending') return;
    const problems = sendProblems(form);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field!, p.description])));
      toast({ title: problems[0]!.title, description: problems[0]!.description, variant: 'destructive' });
      return;
    }
    setStatus('sending');
    setSendError(null);
    try {
      // An autosave creating the draft right now: send that draft, not a second one.
      if (inFlightSave.current) await inFlightSave.current;
      const r = await send(input(), pending);
      if (r.__typename === 'MutationSendEmailSuccess' && r.draft) {
        const recipients = [...r.draft.to, ...r.draft.cc, ...r.draft.bcc];
        toast({ title: 'Email sent successfully', description: `Sent to ${recipients.join(', ')}` });
        busy.current = false;
        onSent?.({ draftId: r.draft.id, emailId: r.draft.sentEmail?.id ?? null, threadId: r.draft.sentEmail?.threadId ?? null });
        onClose();
        return;
      }
      if (r.__typename === 'ValidationError') {
        const fields = Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.name.split('.').pop()!, f.message]));
        setErrors(fields);
        toast({ title: r.message ?? 'Failed to send email', description: r.fieldErrors?.[0]?.message ?? 'Please try again', variant: 'destructive' });
      } else {
        if (r.__typename === 'SendEmailError' && r.draftId) setDraftId(r.draftId);
        console.error('Sending failed:', r);
        setSendError(('message' in r && r.message) || 'The message was not sent.');
        toast({ title: 'Failed to send email', description: 'Please try again', variant: 'destructive' });
      }
    } catch (error) {
      console.error('Sending failed:', error);
      toast({ title: 'Failed to send email', description: 'Please try again', variant: 'destructive' });
    }
    setStatus('idle');
  };

  const onTemplate = async (t: { id: string; prompt: string }) => {
    if (generating) return;
    setGenerating(t.id);
    const content = await aiCompose({
      template: t.id,
      prompt: t.prompt,
      subject: form.subject || undefined,
      replyToId: replyTo ?? forward ?? undefined,
      threadId: defaults?.email?.threadId ?? undefined,
      existingContent: form.body || undefined,
      to: form.to || undefined,
    });
    setGenerating(null);
    if (content === null) {
      toast({ title: 'Failed to generate content', description: 'Please try again or write manually', variant: 'destructive' });
      return;
    }
    setForm((f) => ({ ...f, body: f.body.trim() ? `${f.body.replace(/\s+$/, '')}\n\n${content}` : content }));
    toast({ title: 'AI content generated', description: 'Generated content has been added to your email' });
    setGenerated(t.id);
    timers.current.push(window.setTimeout(() => setGenerated((g) => (g === t.id ? null : g)), GENERATED_RESET_MS));
  };

  const format = (edit: (s: { value: string; start: number; end: number }) => Edit) => {
    const el = bodyRef.current;
    const start = el?.selectionStart ?? form.body.length;
    const end = el?.selectionEnd ?? form.body.length;
    const out = edit({ value: form.body, start, end });
    setForm((f) => ({ ...f, body: out.value }));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(out.selectionStart, out.selectionEnd);
    });
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const ok: File[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file);
      if (problem) toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      else ok.push(file);
    }
    if (ok.length) setPending((p) => [...p, ...ok]);
  };

  const sending = status === 'sending';
  const recipientsCount = [form.to, form.cc, form.bcc].flatMap(splitRecipients).length;

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        {loadError ? <Alert severity="warning">{loadError}</Alert> : null}
        {!senders.length ? (
          <Alert severity="info">
            Connect a mailbox on <a href="/email-accounts">Email Accounts</a> to send mail. You can still write and save drafts.
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' }, gap: 1.5 }}>
          <TextField
            select
            size="small"
            label="From"
            value={senders.some((a) => a.id === form.fromAccountId) ? form.fromAccountId : ''}
            onChange={set('fromAccountId')}
            disabled={!senders.length || sending}
          >
            {senders.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.displayName && a.displayName !== a.email.split('@')[0] ? `${a.displayName} <${a.email}>` : a.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Priority" value={form.priority} onChange={set('priority')} disabled={sending}>
            <MenuItem value="high">High</MenuItem>
            <MenuItem value="normal">Normal</MenuItem>
            <MenuItem value="low">Low</MenuItem>
          </TextField>
        </Box>
        <Field label="To" value={form.to} onChange={set('to')} error={errors.to} disabled={sending} autoFocus={!replyTo} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <Field label="Cc" value={form.cc} onChange={set('cc')} error={errors.cc} disabled={sending} />
          <Field label="Bcc" value={form.bcc} onChange={set('bcc')} error={errors.bcc} disabled={sending} />
        </Box>
        <TextField
          size="small"
          label="Subject"
          value={form.subject}
          onChange={set('subject')}
          error={!!errors.subject}
          helperText={errors.subject}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: 998 } }}
        />
        <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <ToolButton label="Bold" onClick={() => format((s) => toggleWrap(s, '**', 'bold text'))} disabled={sending}>
            <FormatBoldIcon fontSize="small" />
          </ToolButton>
          <ToolButton label="Italic" onClick={() => format((s) => toggleWrap(s, '_', 'italic text'))} disabled={sending}>
            <FormatItalicIcon fontSize="small" />
          </ToolButton>
          <ToolButton label="Bulleted list" onClick={() => format(toggleList)} disabled={sending}>
            <FormatListBulletedIcon fontSize="small" />
          </ToolButton>
          <ToolButton label="Link" onClick={() => format(insertLink)} disabled={sending}>
            <InsertLinkIcon fontSize="small" />
          </ToolButton>
          <Box sx={{ flex: 1 }} />
          <Button size="small" startIcon={<AttachFileIcon />} onClick={() => fileRef.current?.click()} disabled={sending}>
            Attach files
          </Button>
          <input ref={fileRef} type="file" multiple accept={ACCEPT} hidden onChange={onFiles} data-testid="compose-file-input" />
        </Box>
        <TextField
          label="Message"
          multiline
          minRows={10}
          maxRows={24}
          value={form.body}
          onChange={set('body')}
          disabled={sending}
          inputRef={bodyRef}
          autoFocus={!!replyTo}
          helperText="**bold**, _italic_, lines starting with '- ' for lists, [text](https://…) for links"
        />
        {forwarding ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="textSecondary">
              The forwarded message{defaults?.email?.subject ? ` "${defaults.email.subject}"` : ''} is quoted below your text.
            </Typography>
            {defaults?.email?.hasAttachments ? (
              <FormControlLabel
                control={<Checkbox size="small" checked={includeOriginal} onChange={(e) => setIncludeOriginal(e.target.checked)} disabled={sending} />}
                label="Include its attachments"
              />
            ) : null}
          </Box>
        ) : null}
        {saved.filter((a) => !removed.includes(a.id)).length || pending.length ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Attachments">
            {saved
              .filter((a) => !removed.includes(a.id))
              .map((a) => (
                <Chip key={a.id} icon={<AttachFileIcon />} label={`${a.filename} · ${formatSize(a.size)}`} onDelete={sending ? undefined : () => setRemoved((r) => [...r, a.id])} />
              ))}
            {pending.map((f, i) => (
              <Chip
                key={`${f.name}-${f.lastModified}-${i}`}
                icon={<AttachFileIcon />}
                label={`${f.name} · ${formatSize(f.size)}`}
                onDelete={sending ? undefined : () => setPending((p) => p.filter((x) => x !== f))}
              />
            ))}
          </Box>
        ) : null}
        <Box>
          <Typography variant="caption" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.75 }}>
            <AutoAwesomeIcon sx={{ fontSize: 16 }} /> AI templates
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {data.aiTemplates.map((t) => (
              <Chip
                key={t.id}
                title={t.description}
                label={generating === t.id ? 'Generating...' : generated === t.id ? `${t.name} added` : t.name}
                icon={generating === t.id ? <CircularProgress size={14} /> : generated === t.id ? <CheckIcon /> : <AutoAwesomeIcon />}
                color={generated === t.id ? 'success' : 'default'}
                variant="outlined"
                onClick={() => void onTemplate(t)}
                disabled={sending || (!!generating && generating !== t.id)}
              />
            ))}
          </Box>
        </Box>
        {sendError ? (
          <Alert severity="error" onClose={() => setSendError(null)}>
            {sendError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Typography variant="caption" color="textSecondary" sx={{ flex: 1 }} aria-live="polite">
          {saving ? 'Saving draft...' : saveNote.error ? `Draft not saved: ${saveNote.error}` : saveNote.at ? `Draft saved at ${saveNote.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : ''}
        </Typography>
        <Button onClick={() => void saveDraft(true)} disabled={sending || saving}>
          Save Draft
        </Button>
        <Button onClick={onClose} disabled={sending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSend()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
          title={recipientsCount ? `Send to ${recipientsCount} recipient${recipientsCount === 1 ? '' : 's'}` : undefined}
        >
          {sending ? 'Sending...' : 'Send Email'}
        </Button>
      </DialogActions>
    </>
  );
}

function Field(props: { label: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void; error?: string; disabled?: boolean; autoFocus?: boolean }) {
  return (
    <TextField
      size="small"
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={!!props.error}
      helperText={props.error}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      placeholder="name@example.com, another@example.com"
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
    />
  );
}

function ToolButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick} disabled={disabled} onMouseDown={(e) => e.preventDefault()}>
      {children}
    </IconButton>
  );
}

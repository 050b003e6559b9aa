import { Component, Suspense, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import type { ComposeDialogQuery } from '../../__generated__/ComposeDialogQuery.graphql';
import { AiTemplates } from './AiTemplates';
import { AttachButton, AttachmentList } from './ComposeAttachments';
import { ComposeFields } from './ComposeFields';
import { composeReducer, initialComposeState } from './composeState';
import { splitRecipients } from './rules';
import { useComposeDraft } from './useComposeDraft';

export { AUTOSAVE_INTERVAL_MS } from './useComposeDraft';
export { GENERATED_RESET_MS } from './AiTemplates';

export interface ComposeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The email replied to (its Relay id or database id): To, Re: subject, threading, the account it came in through. */
  replyTo?: string | null;
  /** Replying to all: Cc holds everyone else on the email's To and Cc, less the user's own addresses (the server works them out). */
  replyAll?: boolean;
  /** The email forwarded (Relay id or database id): Fwd: subject, quoted below the message. */
  forward?: string | null;
  /** The mailbox to send from (Relay id or database id); default: the replied email's, else the first connected. */
  accountId?: string | null;
  /** A stored draft to continue (Relay id). */
  draftId?: string | null;
  /** After a successful send (the dialog then closes itself through `onClose`). */
  onSent?: (sent: { draftId: string; emailId: string | null; threadId: string | null }) => void;
}

/**
 * The composer (spec §2–§9): To / Cc / Bcc (comma-separated), Subject, a body with
 * a formatting toolbar (markdown-lite, sent as text and HTML), attachments (25 MB
 * each, images / PDF / .doc / .docx / .txt / .csv / .xlsx), the four AI templates,
 * Save Draft / Cancel / Send Email. Drafts are stored on the server and saved
 * every 30 s while anything is written. Closes itself after a successful send.
 */
export default function ComposeDialog(props: ComposeDialogProps) {
  const busy = useRef(false);
  const title = props.replyTo ? (props.replyAll ? 'Reply all' : 'Reply') : props.forward ? 'Forward' : 'New message';
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

function ComposeForm({
  replyTo,
  replyAll = false,
  forward,
  accountId,
  draftId: resumeId,
  onClose,
  onSent,
  busy,
}: ComposeDialogProps & { busy: { current: boolean } }) {
  const data = useLazyLoadQuery<ComposeDialogQuery>(
    graphql`
      query ComposeDialogQuery($replyToId: ID, $replyAll: Boolean, $forwardId: ID, $draftId: ID!, $withDraft: Boolean!) {
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
        composeDefaults(replyToId: $replyToId, replyAll: $replyAll, forwardId: $forwardId) {
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
    { replyToId: replyTo ?? null, replyAll: !!replyTo && replyAll, forwardId: forward ?? null, draftId: resumeId ?? '', withDraft: !!resumeId },
    { fetchPolicy: 'store-or-network' },
  );
  const senders = useMemo(() => data.accounts.edges.map((e) => e.node).filter((a) => a.provider !== 'imported' && a.status !== 'disabled'), [data.accounts]);
  const defaults = data.composeDefaults.__typename === 'QueryComposeDefaultsSuccess' ? data.composeDefaults.data : null;
  const loadError = data.composeDefaults.__typename !== 'QueryComposeDefaultsSuccess' ? (data.composeDefaults as { message?: string }).message : null;
  const stored = data.draft && 'to' in data.draft ? data.draft : null;

  const [state, dispatch] = useReducer(composeReducer, null, () => initialComposeState({ stored, defaults, senderIds: senders.map((a) => a.id), accountId }));
  const { fields, sending } = state;
  const draft = useComposeDraft(state, dispatch, {
    draftId: stored?.id ?? null,
    replyTo,
    forward,
    onSent: (sent) => {
      busy.current = false;
      onSent?.(sent);
    },
    onClose,
  });
  busy.current = sending;

  const savedShown = state.saved.filter((a) => !state.removed.includes(a.id));
  const recipientsCount = [fields.to, fields.cc, fields.bcc].flatMap(splitRecipients).length;

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        {loadError ? <Alert severity="warning">{loadError}</Alert> : null}
        {!senders.length ? (
          <Alert severity="info">
            Connect a mailbox on <a href="/email-accounts">Email Accounts</a> to send mail. You can still write and save drafts.
          </Alert>
        ) : null}
        <ComposeFields
          fields={fields}
          errors={state.errors}
          onField={(name, value) => dispatch({ type: 'field', name, value })}
          senders={senders}
          disabled={sending}
          replying={!!replyTo}
          toolbarEnd={<AttachButton onFiles={(files) => dispatch({ type: 'addFiles', files })} disabled={sending} />}
          forwarding={
            forward
              ? {
                  subject: defaults?.email?.subject,
                  hasAttachments: !!defaults?.email?.hasAttachments,
                  includeOriginal: state.includeOriginal,
                  onIncludeOriginal: (value) => dispatch({ type: 'includeOriginal', value }),
                }
              : null
          }
        />
        <AttachmentList
          saved={savedShown}
          pending={state.pending}
          onRemoveSaved={(id) => dispatch({ type: 'removeSaved', id })}
          onDropPending={(file) => dispatch({ type: 'dropFile', file })}
          disabled={sending}
        />
        <AiTemplates
          templates={data.aiTemplates}
          context={() => ({
            subject: fields.subject || undefined,
            replyToId: replyTo ?? forward ?? undefined,
            threadId: defaults?.email?.threadId ?? undefined,
            existingContent: fields.body || undefined,
            to: fields.to || undefined,
          })}
          onContent={(content) => dispatch({ type: 'appendBody', content })}
          disabled={sending}
        />
        {state.sendError ? (
          <Alert severity="error" onClose={() => dispatch({ type: 'dismissSendError' })}>
            {state.sendError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Typography variant="caption" color="textSecondary" sx={{ flex: 1 }} aria-live="polite">
          {draft.saving
            ? 'Saving draft...'
            : state.saveNote.error
              ? `Draft not saved: ${state.saveNote.error}`
              : state.saveNote.at
                ? `Draft saved at ${state.saveNote.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`
                : ''}
        </Typography>
        <Button onClick={() => void draft.saveDraft(true)} disabled={sending || draft.saving}>
          Save Draft
        </Button>
        <Button onClick={onClose} disabled={sending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void draft.send()}
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

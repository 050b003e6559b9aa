import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import type { Fields } from './composeState';
import { insertLink, toggleList, toggleWrap, type Edit } from './formatting';

export type Sender = { readonly id: string; readonly email: string; readonly displayName: string | null | undefined };

interface ComposeFieldsProps {
  fields: Fields;
  errors: Record<string, string>;
  onField: (name: keyof Fields, value: string) => void;
  senders: readonly Sender[];
  disabled: boolean;
  /** A reply starts in the message; anything else in To. */
  replying: boolean;
  /** Beside the formatting buttons (the attach button). */
  toolbarEnd?: ReactNode;
  /** Forwarding: the original's subject and whether it has attachments to include. */
  forwarding?: { subject: string | null | undefined; hasAttachments: boolean; includeOriginal: boolean; onIncludeOriginal: (value: boolean) => void } | null;
}

/** The composer's fields: From and Priority, To / Cc / Bcc, Subject, and the message with its formatting toolbar (markdown-lite). */
export function ComposeFields({ fields, errors, onField, senders, disabled, replying, toolbarEnd, forwarding }: ComposeFieldsProps) {
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const set = (name: keyof Fields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onField(name, e.target.value);

  /** Applies a toolbar edit to the selection (or the caret), then puts the selection back. */
  const format = (edit: (s: { value: string; start: number; end: number }) => Edit) => {
    const el = bodyRef.current;
    const start = el?.selectionStart ?? fields.body.length;
    const end = el?.selectionEnd ?? fields.body.length;
    const out = edit({ value: fields.body, start, end });
    onField('body', out.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(out.selectionStart, out.selectionEnd);
    });
  };

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' }, gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="From"
          value={senders.some((a) => a.id === fields.fromAccountId) ? fields.fromAccountId : ''}
          onChange={set('fromAccountId')}
          disabled={!senders.length || disabled}
        >
          {senders.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.displayName && a.displayName !== a.email.split('@')[0] ? `${a.displayName} <${a.email}>` : a.email}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Priority" value={fields.priority} onChange={set('priority')} disabled={disabled}>
          <MenuItem value="high">High</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="low">Low</MenuItem>
        </TextField>
      </Box>
      <RecipientField label="To" value={fields.to} onChange={set('to')} error={errors.to} disabled={disabled} autoFocus={!replying} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <RecipientField label="Cc" value={fields.cc} onChange={set('cc')} error={errors.cc} disabled={disabled} />
        <RecipientField label="Bcc" value={fields.bcc} onChange={set('bcc')} error={errors.bcc} disabled={disabled} />
      </Box>
      <TextField
        size="small"
        label="Subject"
        value={fields.subject}
        onChange={set('subject')}
        error={!!errors.subject}
        helperText={errors.subject}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 998 } }}
      />
      <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <ToolButton label="Bold" onClick={() => format((s) => toggleWrap(s, '**', 'bold text'))} disabled={disabled}>
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Italic" onClick={() => format((s) => toggleWrap(s, '_', 'italic text'))} disabled={disabled}>
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Bulleted list" onClick={() => format(toggleList)} disabled={disabled}>
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Link" onClick={() => format(insertLink)} disabled={disabled}>
          <InsertLinkIcon fontSize="small" />
        </ToolButton>
        <Box sx={{ flex: 1 }} />
        {toolbarEnd}
      </Box>
      <TextField
        label="Message"
        multiline
        minRows={10}
        maxRows={24}
        value={fields.body}
        onChange={set('body')}
        disabled={disabled}
        inputRef={bodyRef}
        autoFocus={replying}
        helperText="**bold**, _italic_, lines starting with '- ' for lists, [text](https://…) for links"
      />
      {forwarding ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            The forwarded message{forwarding.subject ? ` "${forwarding.subject}"` : ''} is quoted below your text.
          </Typography>
          {forwarding.hasAttachments ? (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={forwarding.includeOriginal}
                  onChange={(e) => forwarding.onIncludeOriginal(e.target.checked)}
                  disabled={disabled}
                />
              }
              label="Include its attachments"
            />
          ) : null}
        </Box>
      ) : null}
    </>
  );
}

function RecipientField(props: {
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
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

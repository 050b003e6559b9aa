import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useToast } from '../Toasts';
import type { SavedAttachment } from './composeState';
import { ACCEPT, fileProblem, formatSize } from './rules';

/** "Attach files": the picker, each file checked against spec §5 (25 MB, the accepted types); a refused one gets a toast. */
export function AttachButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement | null>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const ok: File[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file);
      if (problem) toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      else ok.push(file);
    }
    if (ok.length) onFiles(ok);
  };
  return (
    <>
      <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={disabled}>
        Attach files
      </Button>
      <input ref={input} type="file" multiple accept={ACCEPT} hidden onChange={picked} data-testid="compose-file-input" />
    </>
  );
}

interface AttachmentListProps {
  /** Stored with the draft (the removed ones already left out). */
  saved: readonly SavedAttachment[];
  /** Picked, not uploaded yet. */
  pending: readonly File[];
  onRemoveSaved: (id: string) => void;
  onDropPending: (file: File) => void;
  disabled: boolean;
}

/** The message's attachments as chips with their sizes; each can be taken off until the send starts. */
export function AttachmentList({ saved, pending, onRemoveSaved, onDropPending, disabled }: AttachmentListProps) {
  if (!saved.length && !pending.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Attachments">
      {saved.map((a) => (
        <Chip
          key={a.id}
          icon={<AttachFileIcon />}
          label={`${a.filename} · ${formatSize(a.size)}`}
          onDelete={disabled ? undefined : () => onRemoveSaved(a.id)}
        />
      ))}
      {pending.map((f, i) => (
        <Chip
          key={`${f.name}-${f.lastModified}-${i}`}
          icon={<AttachFileIcon />}
          label={`${f.name} · ${formatSize(f.size)}`}
          onDelete={disabled ? undefined : () => onDropPending(f)}
        />
      ))}
    </Box>
  );
}

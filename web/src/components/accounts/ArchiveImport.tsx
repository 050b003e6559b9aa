import { useEffect, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ARCHIVE_ACCEPT, useImportArchive, type ImportResult } from '../../mutations/useImportArchive';
import { colors, fonts } from '../../theme';
import { useToast } from '../Toasts';
import { formatBytes, formatCount } from './format';
import { OwnAddressesPrompt } from './OwnAddressesPrompt';
import { SyncProgressBar } from './SyncProgressBar';

interface ArchiveImportProps {
  /** The server accepted a file and made its account (lists may show it now). */
  onStarted?: (accountId: string) => void;
  /** A file's import ended: refresh what shows its counts. */
  onFinished?: (result: ImportResult) => void;
  /** Tell the result in a toast too (when the card may leave the screen once the list is no longer empty). */
  toastResult?: boolean;
  title?: string;
  /** Ask "which of these addresses are yours?" here after an import (off where the card leaves the screen once mail exists). */
  proposeAddresses?: boolean;
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2.5, border: `1px solid ${alpha(color, 0.3)}`, bgcolor: alpha(color, 0.07), minWidth: 0 }}>
      <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 24, lineHeight: 1.2, color }}>{formatCount(value)}</Typography>
      <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: 10.5, lineHeight: 1.4, display: 'block' }}>
        {label}
      </Typography>
    </Box>
  );
}

const summary = (r: Pick<ImportResult, 'imported' | 'duplicates' | 'unparseable'>) =>
  `${formatCount(r.imported)} imported · ${formatCount(r.duplicates)} duplicates skipped · ${formatCount(r.unparseable)} unparseable`;

/**
 * The archive upload card: pick or drop .mbox/.eml files, watch the bytes go up,
 * then the import run live, then its final counts.
 */
export function ArchiveImport({ onStarted, onFinished, toastResult = false, title = 'IMPORT AN ARCHIVE', proposeAddresses = true }: ArchiveImportProps) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // After each import that stored mail: "which of these addresses are yours?" (one account, or all mail for several files).
  const [propose, setPropose] = useState<{ key: number; accountId: string | null }>({ key: 0, accountId: null });
  const [start, state, reset] = useImportArchive({
    onStarted,
    onFinished: (result) => {
      onFinished?.(result);
      if (!toastResult) return;
      toast(
        result.error
          ? { title: 'Import Failed', description: result.error, variant: 'destructive' }
          : { title: 'Archive Imported', description: `${result.file}: ${summary(result)}.${result.notice ? ` ${result.notice}` : ''}` },
      );
    },
  });
  const busy = state.step === 'uploading' || state.step === 'importing';

  const pick = (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (!list.length || busy) return;
    void start(list);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files);
  };

  const results = state.step === 'done' || state.step === 'error' ? state.results : [];
  const totals = results.reduce(
    (t, r) => ({ imported: t.imported + r.imported, duplicates: t.duplicates + r.duplicates, unparseable: t.unparseable + r.unparseable }),
    { imported: 0, duplicates: 0, unparseable: 0 },
  );
  const failures = results.filter((r) => r.error);

  useEffect(() => {
    if (state.step !== 'done') return;
    const stored = state.results.filter((r) => !r.error && r.imported > 0);
    if (stored.length) setPropose((p) => ({ key: p.key + 1, accountId: stored.length === 1 ? stored[0]!.accountId : null }));
  }, [state]);

  return (
    <Box
      component="section"
      aria-label="Archive import"
      data-step={state.step}
      onDragOver={(e) => {
        e.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3.5,
        border: `1px dashed ${dragging ? colors.gold : alpha(colors.gold, 0.3)}`,
        bgcolor: dragging ? alpha(colors.gold, 0.08) : alpha(colors.bgDeep, 0.5),
        transition: 'background-color 120ms, border-color 120ms',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          aria-hidden
          sx={{
            width: 42,
            height: 42,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: '#F472B6',
            bgcolor: alpha('#F472B6', 0.1),
            border: `1px solid ${alpha('#F472B6', 0.3)}`,
          }}
        >
          <UploadFileIcon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Drop an .mbox export (Google Takeout, Thunderbird, Apple Mail) or .eml files. Each file becomes an Imported stream; mail you already have is
            skipped.
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={ARCHIVE_ACCEPT}
          aria-label="Archive files"
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
          CHOOSE FILES
        </Button>
      </Box>

      <Box aria-live="polite" sx={{ display: 'contents' }}>
        {state.step === 'uploading' && (
          <Box data-testid="upload-progress" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontSize: 13.5, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                Uploading {state.file}
                {state.count > 1 ? ` (${state.index + 1} of ${state.count})` : ''}
              </Typography>
              <Typography sx={{ fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>
                {formatBytes(state.loaded)} / {formatBytes(state.total)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={state.total ? Math.round((state.loaded / state.total) * 100) : 0}
              aria-label={`Uploading ${state.file}`}
              sx={{ height: 7, borderRadius: 4, bgcolor: alpha(colors.teal, 0.14), '& .MuiLinearProgress-bar': { borderRadius: 4, bgcolor: colors.teal } }}
            />
          </Box>
        )}

        {state.step === 'importing' && (
          <Box data-testid="import-progress">
            <SyncProgressBar progress={state.progress} label={`Importing ${state.file}${state.count > 1 ? ` (${state.index + 1} of ${state.count})` : ''}`} />
          </Box>
        )}

        {(state.step === 'done' || state.step === 'error') && (
          <Box data-testid="import-result" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {results.length > 0 && (
              <>
                <Typography sx={{ fontSize: 13.5, fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  {failures.length ? <ErrorIcon sx={{ fontSize: 18, color: colors.red }} /> : <CheckCircleIcon sx={{ fontSize: 18, color: colors.green }} />}
                  {results.length === 1
                    ? `${failures.length ? 'Import failed' : 'Import finished'}: ${results[0]!.file}`
                    : `${results.length} files imported${failures.length ? `, ${failures.length} failed` : ''}`}
                </Typography>
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
                  <Figure label="Imported" value={totals.imported} color={colors.green} />
                  <Figure label="Duplicates skipped" value={totals.duplicates} color={colors.gold} />
                  <Figure label="Unparseable" value={totals.unparseable} color={totals.unparseable ? colors.red : colors.grey} />
                </Box>
                {results.length > 1 && (
                  <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: 13 }}>
                    {results.map((r) => (
                      <li key={`${r.file}-${r.accountId}`}>
                        {r.file}: {r.error ?? summary(r)}
                      </li>
                    ))}
                  </Box>
                )}
              </>
            )}
            {failures.length === 1 && results.length === 1 && <Alert severity="error">{failures[0]!.error}</Alert>}
            {results
              .filter((r) => r.notice)
              .map((r) => (
                <Alert key={`notice-${r.accountId}`} severity="warning" data-testid="import-notice">
                  {results.length > 1 ? `${r.file}: ` : ''}
                  {r.notice}
                </Alert>
              ))}
            {state.step === 'error' && (
              <Alert severity="error" variant="outlined">
                {state.file}: {state.message}
              </Alert>
            )}
            <Box>
              <Button size="small" color="inherit" onClick={reset} sx={{ color: 'text.secondary', ml: -1 }}>
                Clear
              </Button>
            </Box>
          </Box>
        )}
      </Box>
      {proposeAddresses && <OwnAddressesPrompt accountId={propose.accountId} importKey={propose.key} />}
    </Box>
  );
}

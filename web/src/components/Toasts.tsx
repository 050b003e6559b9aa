import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { colors } from '../theme';

/** Spec §9: one toast at a time, shown 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the spec's 5000 ms for this toast. */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
}

interface ToastApi {
  toast: (input: ToastInput) => { id: number; dismiss: () => void };
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((t) => t.id !== id)));
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId++;
      setToasts((current) => [{ ...input, id }, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Whether a dialog (an MUI modal dialog, mounted under <body>) is open now. */
function useDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(!!document.body.querySelector(':scope > .MuiDialog-root:not(.MuiModal-hidden)'));
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, attributes: true, subtree: false, attributeFilter: ['class', 'style'] });
    check();
    return () => observer.disconnect();
  }, []);
  return open;
}

/**
 * The notifications region lives directly under <body>, outside the app root:
 * an open MUI dialog hides its siblings from assistive technology (aria-hidden),
 * and a toast raised from a dialog ('Connection Failed') must still be announced.
 */
function ToastViewport(props: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return createPortal(<ToastRegion {...props} />, document.body);
}

function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const listRef = useRef<HTMLOListElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const dialogOpen = useDialogOpen();

  // Undo the modal's aria-hidden on this region only (the rest of the page stays hidden behind the dialog).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const reveal = () => {
      if (region.getAttribute('aria-hidden') === 'true') region.removeAttribute('aria-hidden');
    };
    const observer = new MutationObserver(reveal);
    observer.observe(region, { attributes: true, attributeFilter: ['aria-hidden'] });
    reveal();
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        listRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        // At the top while a dialog is open: at the bottom right a toast would cover the dialog's
        // actions (the composer's SEND EMAIL) just when it reports what went wrong there.
        top: { xs: 0, sm: dialogOpen ? 0 : 'auto' },
        bottom: { xs: 'auto', sm: dialogOpen ? 'auto' : 0 },
        right: 0,
        width: { xs: '100%', sm: 420 },
        p: 2,
        pointerEvents: 'none',
      }}
    >
      <Box component="ol" ref={listRef} tabIndex={-1} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1, outline: 'none' }}>
        {toasts.map((t) => (
          <Toast key={t.id} item={t} onDismiss={() => onDismiss(t.id)} />
        ))}
      </Box>
    </Box>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const destructive = item.variant === 'destructive';

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setLeaving(true), item.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, item.duration]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(onDismiss, 180);
    return () => window.clearTimeout(timer);
  }, [leaving, onDismiss]);

  const onPointerDown = (e: ReactPointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    setDragging(false);
    if (dx > TOAST_SWIPE_THRESHOLD_PX) {
      setDx(600);
      setLeaving(true);
    } else {
      setDx(0);
    }
  };

  return (
    <Box
      component="li"
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={item.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        userSelect: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        borderRadius: 2,
        border: '1px solid',
        borderColor: destructive ? alpha(colors.red, 0.7) : colors.line,
        borderLeft: `4px solid ${destructive ? colors.red : colors.gold}`,
        bgcolor: destructive ? '#3A1114' : colors.paperRaised,
        boxShadow: '0 18px 40px -12px rgba(0,0,0,.7)',
        transform: `translateX(${dx}px)`,
        opacity: leaving ? 0 : 1,
        transition: !dragging ? 'transform 180ms ease, opacity 180ms ease' : 'none',
        animation: 'nugget-toast-in 220ms cubic-bezier(.2,.8,.2,1)',
        '@keyframes nugget-toast-in': {
          from: { transform: 'translateY(12px)', opacity: 0 },
          to: { transform: 'translateY(0)', opacity: 1 },
        },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {item.title && (
          <Typography variant="subtitle2" sx={{ fontWeight: 700, color: destructive ? '#FFD7D7' : 'text.primary' }}>
            {item.title}
          </Typography>
        )}
        {item.description && (
          <Typography variant="body2" sx={{ color: destructive ? '#FFC2C2' : 'text.secondary', mt: 0.25 }}>
            {item.description}
          </Typography>
        )}
      </Box>
      <IconButton size="small" aria-label="Close" onClick={() => setLeaving(true)} sx={{ color: 'text.secondary' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { colors } from '../theme';

interface SplitPaneProps {
  left: ReactNode;
  right: ReactNode;
  /** Percent of the width for the left pane. Spec §9: 40 / 60, minimums 30 / 40. */
  defaultLeft?: number;
  minLeft?: number;
  minRight?: number;
  label?: string;
}

/** Two panes side by side with a draggable (and keyboard-movable) divider; stacked on small screens. */
export function SplitPane({ left, right, defaultLeft = 40, minLeft = 30, minRight = 40, label = 'Resize panes' }: SplitPaneProps) {
  const [leftPct, setLeftPct] = useState(defaultLeft);
  const container = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const clamp = useCallback((v: number) => Math.min(100 - minRight, Math.max(minLeft, v)), [minLeft, minRight]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !container.current) return;
    const rect = container.current.getBoundingClientRect();
    setLeftPct(clamp(((e.clientX - rect.left) / rect.width) * 100));
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') setLeftPct((v) => clamp(v - 2));
    else if (e.key === 'ArrowRight') setLeftPct((v) => clamp(v + 2));
    else if (e.key === 'Home') setLeftPct(minLeft);
    else if (e.key === 'End') setLeftPct(100 - minRight);
    else return;
    e.preventDefault();
  };

  return (
    <Box
      ref={container}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        minHeight: 0,
        flex: 1,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        bgcolor: alpha(colors.paper, 0.8),
      }}
    >
      <Box sx={{ width: { xs: '100%', md: `${leftPct}%` }, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{left}</Box>
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={Math.round(leftPct)}
        aria-valuemin={minLeft}
        aria-valuemax={100 - minRight}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: 6,
          flexShrink: 0,
          cursor: 'col-resize',
          touchAction: 'none',
          bgcolor: 'divider',
          transition: 'background-color 120ms',
          '&:hover, &:focus-visible': { bgcolor: colors.emerald, outline: 'none' },
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', borderTop: { xs: 1, md: 0 }, borderColor: 'divider' }}>{right}</Box>
    </Box>
  );
}

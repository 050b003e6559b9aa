import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadMoreProps {
  /** The server has rows after the last one shown. */
  hasNext: boolean;
  loading: boolean;
  /** Reads the next page. */
  onLoad: () => void;
  /** Rows shown and rows in all (the connection's totalCount), for "120 of 2,014". */
  shown: number;
  total?: number | null;
  /** What a row is, one and many: ['email', 'emails']. */
  noun: readonly [string, string];
}

/**
 * The end of a paged list: reaching it (scrolling, in the window or in a scrolling pane)
 * reads the next page from the server, and a button does the same for keyboards and
 * for anyone who would rather click. Says how many rows are shown of how many.
 */
export function LoadMore({ hasNext, loading, onLoad, shown, total, noun }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNext || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNext, loading, shown]);

  if (!hasNext && shown === 0) return null;
  const all = total ?? shown;
  const word = (n: number) => (n === 1 ? noun[0] : noun[1]);
  return (
    <Box ref={sentinel} data-testid="load-more" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="textSecondary" role="status" aria-live="polite">
        {hasNext ? `Showing ${shown.toLocaleString()} of ${all.toLocaleString()} ${word(all)}` : `${all.toLocaleString()} ${word(all)} · the end of the list`}
      </Typography>
      {hasNext && (
        <Button
          size="small"
          variant="outlined"
          onClick={onLoad}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {loading ? 'LOADING...' : 'LOAD MORE'}
        </Button>
      )}
    </Box>
  );
}

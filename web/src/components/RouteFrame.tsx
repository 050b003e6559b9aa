import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './ErrorBoundary';
import { LoadingScreen } from './LoadingScreen';

/**
 * What every route renders inside: an error boundary that resets when the
 * path changes, and a Suspense fallback with the screen's loading text.
 */
export function RouteFrame({
  children,
  loading = 'Loading...',
  layout = false,
}: {
  children: ReactNode;
  loading?: string;
  /** A layout route (the shell) stays mounted across navigations; only leaf screens reset. */
  layout?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary key={layout ? 'layout' : pathname} variant="route">
      <Suspense fallback={<LoadingScreen text={loading} />}>{children}</Suspense>
    </AppErrorBoundary>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ComposeDialogProps } from './ComposeDialog';

// The composer (form, toolbar, its mutations) is its own chunk: a screen downloads
// it when the user first opens it, not with the screen.
const ComposeDialog = lazy(() => import('./ComposeDialog'));

/** Mounts the composer the first time it opens and keeps it mounted (so closing animates). */
export function LazyComposeDialog(props: ComposeDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ComposeDialog {...props} />
    </Suspense>
  );
}

/** Loads the composer's chunk ahead of a click (on hover or focus of the Compose / Reply / Forward button). */
export const preloadComposeDialog = () => void import('./ComposeDialog');

export type { ComposeDialogProps };

import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialog (form, select, the connect mutation) is its own chunk: a screen
// downloads it when the visitor first opens it, not with the screen.
const AddAccountDialog = lazy(() => import('./AddAccountDialog'));

type Props = ComponentProps<typeof AddAccountDialog>;

/** Mounts the dialog the first time it opens and keeps it mounted (so closing animates). */
export function LazyAddAccountDialog(props: Props) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AddAccountDialog {...props} />
    </Suspense>
  );
}

/** Loads the dialog's chunk ahead of a click (on hover or focus of its button). */
export const preloadAddAccountDialog = () => void import('./AddAccountDialog');

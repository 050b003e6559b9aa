import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShortcuts } from './keymap';

// The sheet is its own chunk: no first visit downloads it.
const ShortcutSheet = lazy(() => import('./ShortcutSheet'));

/** Where `c` opens the composer when the current screen has none of its own. */
export const COMPOSE_PATH = '/enhanced-email-management';

/**
 * The app-wide keys of the signed-in shell: `?` shows the sheet, `g` then i / t / d / a
 * goes to the mine, todos, dashboard or Ask Nugget, and `c` composes from any screen.
 */
export function GlobalShortcuts() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useShortcuts(
    {
      help: () => setOpen(true),
      goMine: () => navigate('/mine'),
      goTodos: () => navigate('/todos'),
      goDashboard: () => navigate('/dashboard'),
      goAsk: () => navigate('/ask-nugget'),
      // The mail screen binds `c` itself; elsewhere it leads there with the composer open.
      compose: pathname === COMPOSE_PATH ? undefined : () => navigate(COMPOSE_PATH, { state: { compose: true } }),
    },
    'global',
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutSheet open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

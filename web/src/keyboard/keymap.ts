import { useEffect, useRef } from 'react';

/**
 * The keyboard shortcuts, as people who live in mail expect them (Gmail's keys).
 * One table: the help sheet, the tooltips and the handlers all read it.
 */
export const SHORTCUTS = {
  next: { keys: ['j'], label: 'Next email', group: 'Mail' },
  previous: { keys: ['k'], label: 'Previous email', group: 'Mail' },
  open: { keys: ['o', 'Enter'], label: 'Open the email', group: 'Mail' },
  back: { keys: ['u'], label: 'Back to the list', group: 'Mail' },
  select: { keys: ['x'], label: 'Select the email', group: 'Mail' },
  archive: { keys: ['e'], label: 'Archive', group: 'Mail' },
  star: { keys: ['s'], label: 'Star or unstar', group: 'Mail' },
  delete: { keys: ['#'], label: 'Delete', group: 'Mail' },
  reply: { keys: ['r'], label: 'Reply', group: 'Mail' },
  replyAll: { keys: ['a'], label: 'Reply all', group: 'Mail' },
  forward: { keys: ['f'], label: 'Forward', group: 'Mail' },
  compose: { keys: ['c'], label: 'Compose', group: 'Mail' },
  search: { keys: ['/'], label: 'Search mail', group: 'Mail' },
  goMine: { keys: ['g i'], label: 'Go to the mine', group: 'Go to' },
  goTodos: { keys: ['g t'], label: 'Go to todos', group: 'Go to' },
  goDashboard: { keys: ['g d'], label: 'Go to the dashboard', group: 'Go to' },
  goAsk: { keys: ['g a'], label: 'Go to Ask Nugget', group: 'Go to' },
  help: { keys: ['?'], label: 'Show keyboard shortcuts', group: 'General' },
} as const satisfies Record<string, { keys: readonly string[]; label: string; group: string }>;

export type ShortcutName = keyof typeof SHORTCUTS;

/** 'g i' → 'g then i'; several keys → 'o or Enter'. */
export const describeKeys = (name: ShortcutName) => SHORTCUTS[name].keys.map((k) => k.split(' ').join(' then ')).join(' or ');

/** For `aria-keyshortcuts` (WAI-ARIA spelling: 'Shift+3' is written as the character it gives). */
export const ariaKeys = (name: ShortcutName) => SHORTCUTS[name].keys.join(' ');

/** A control's tooltip text with its shortcut: 'Archive (e)'. */
export const withShortcut = (text: string, name: ShortcutName) => `${text} (${describeKeys(name)})`;

/** The key as a menu shows it on the right of an item: 'e', '#', 'g i' (the first of several). */
export const menuKey = (name: ShortcutName) => SHORTCUTS[name].keys[0];

export type Handlers = Partial<Record<ShortcutName, (event: KeyboardEvent) => void>>;

/** Screen bindings win over the app's global ones (the mail screen's `c` opens its composer). */
type Level = 'screen' | 'global';
interface Registration {
  level: Level;
  handlers: { current: Handlers };
}

const registrations: Registration[] = [];
/** The first key of a sequence ('g'), while it waits for the second. */
let pending: { key: string; at: number } | null = null;
const SEQUENCE_MS = 1500;

/** Typing in a field never fires a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}

/** A dialog, menu or select list is open: it owns the keyboard (Escape is its own). */
export function isModalOpen(): boolean {
  return !!document.querySelector('.MuiModal-root:not(.MuiModal-hidden), [role="dialog"][aria-modal="true"]');
}

function bindingsFor(combo: string): ((event: KeyboardEvent) => void) | undefined {
  return handlerFor((name) => (SHORTCUTS[name].keys as readonly string[]).includes(combo));
}

function handlerFor(matches: (name: ShortcutName) => boolean): ((event: KeyboardEvent) => void) | undefined {
  for (const level of ['screen', 'global'] as const) {
    // The latest registration of a level wins (the screen mounted last).
    for (let i = registrations.length - 1; i >= 0; i--) {
      const r = registrations[i]!;
      if (r.level !== level) continue;
      for (const [name, handler] of Object.entries(r.handlers.current)) {
        if (handler && matches(name as ShortcutName)) return handler;
      }
    }
  }
  return undefined;
}

/** Whether something on screen binds the shortcut now (a menu offers only what its key would do). */
export const isBound = (name: ShortcutName) => !!handlerFor((n) => n === name);

/**
 * Does what the key does, as if it were pressed: a menu item offering a keyed action
 * runs the same handler, so the two cannot differ. False when nothing binds it.
 */
export function runShortcut(name: ShortcutName): boolean {
  const handler = handlerFor((n) => n === name);
  handler?.(new KeyboardEvent('keydown', { key: menuKey(name) }));
  return !!handler;
}

const startsSequence = (key: string) => Object.values(SHORTCUTS).some((s) => s.keys.some((k) => k.startsWith(`${key} `)));

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key === 'Escape' || isTyping(event.target) || isModalOpen()) {
    pending = null;
    return;
  }
  const key = event.key;
  const now = Date.now();
  if (pending && now - pending.at < SEQUENCE_MS) {
    const handler = bindingsFor(`${pending.key} ${key}`);
    pending = null;
    if (handler) {
      event.preventDefault();
      handler(event);
    }
    return;
  }
  pending = null;
  if (startsSequence(key)) {
    pending = { key, at: now };
    return;
  }
  const handler = bindingsFor(key);
  if (!handler) return;
  event.preventDefault();
  handler(event);
}

/**
 * Binds shortcuts while the component is mounted. Handlers may change on every
 * render (they are read when a key is pressed); a handler left out (undefined)
 * lets the key fall through to the app's global bindings.
 */
export function useShortcuts(handlers: Handlers, level: Level = 'screen') {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const registration: Registration = { level, handlers: ref };
    if (registrations.length === 0) window.addEventListener('keydown', onKeyDown);
    registrations.push(registration);
    return () => {
      registrations.splice(registrations.indexOf(registration), 1);
      if (registrations.length === 0) window.removeEventListener('keydown', onKeyDown);
    };
  }, [level]);
}

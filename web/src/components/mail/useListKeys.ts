import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { useShortcuts } from '../../keyboard/keymap';
import { useUpdateEmailFlags, type EmailFlagOperation } from '../../mutations/useUpdateEmailFlags';
import { refreshMailStats } from '../../relay/accounts';
import { useToast } from '../Toasts';

interface Row {
  readonly id: string;
  readonly isStarred: boolean;
}

/** The row's open button: focusing it shows the cursor and lets the screen reader follow. */
const focusRow = (id: string) => document.querySelector<HTMLElement>(`[data-email-id="${CSS.escape(id)}"] button`)?.focus({ preventScroll: false });

/**
 * The mail keys of a list: j/k move the cursor (and, with an email open, open the
 * next one), o or Enter opens, x selects, e archives, s stars, # deletes, / searches.
 * Archive, star and delete show at once (optimistic) and roll back with a toast if
 * the server refuses.
 */
export function useListKeys({
  rows,
  selectedId,
  onSelect,
  onRemoved,
  connection,
  setChecked,
}: {
  rows: readonly Row[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRemoved?: (id: string) => void;
  /** The list's connection (Relay `__id`): a deleted email leaves it at once. */
  connection: string;
  setChecked: Dispatch<SetStateAction<ReadonlySet<string>>>;
}) {
  const [cursor, setCursor] = useState<string | null>(null);
  const environment = useRelayEnvironment();
  const [update] = useUpdateEmailFlags();
  const { toast } = useToast();

  // Opening an email (by click too) puts the cursor on it.
  useEffect(() => {
    if (selectedId) setCursor(selectedId);
  }, [selectedId]);

  const index = cursor ? rows.findIndex((r) => r.id === cursor) : -1;
  const current = selectedId ?? (index >= 0 ? cursor : null);

  const move = (step: 1 | -1) => {
    if (rows.length === 0) return;
    const next = rows[index < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, index + step))]!;
    setCursor(next.id);
    focusRow(next.id);
    if (selectedId) onSelect(next.id);
  };

  /** After an email leaves: the cursor goes to the row below it (else above). */
  const leave = (id: string) => {
    const at = rows.findIndex((r) => r.id === id);
    const neighbour = rows[at + 1] ?? rows[at - 1];
    setCursor(neighbour?.id ?? null);
    if (neighbour) focusRow(neighbour.id);
    onRemoved?.(id);
  };

  const flag = async (
    id: string,
    op: EmailFlagOperation,
    optimistic: Parameters<typeof environment.applyUpdate>[0],
    done: { title: string; description: string },
    failed: string,
  ) => {
    const applied = environment.applyUpdate(optimistic);
    try {
      const outcome = await update([id], op);
      if (!outcome.ok) throw new Error(outcome.message);
      if (op === 'DELETE')
        environment.commitUpdate((store) => {
          const list = store.get(connection);
          if (list) ConnectionHandler.deleteNode(list, id);
        });
      applied.dispose();
      if (op !== 'STAR' && op !== 'UNSTAR') toast(done);
      void refreshMailStats(environment);
    } catch {
      applied.dispose();
      toast({ title: failed, description: 'Nothing was changed. Try again in a moment.', variant: 'destructive' });
    }
  };

  useShortcuts({
    next: () => move(1),
    previous: () => move(-1),
    open: (event) => {
      // Enter on a control of its own (a checkbox, a button outside the rows) is that control's.
      const target = event.target as HTMLElement | null;
      if (event.key === 'Enter' && target?.closest('button, a, [role="button"], [role="tab"]') && !target.closest('[data-email-id]')) return;
      if (index >= 0) onSelect(cursor!);
    },
    select: () => {
      if (index < 0) return;
      const id = cursor!;
      setChecked((checked) => {
        const next = new Set(checked);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    archive: () => {
      if (!current) return;
      leave(current);
      void flag(
        current,
        'ARCHIVE',
        { storeUpdater: (store) => store.get(current)?.setValue(true, 'isArchived') },
        { title: 'Archived', description: 'The email left your list.' },
        'Archive failed',
      );
    },
    delete: () => {
      if (!current) return;
      leave(current);
      void flag(
        current,
        'DELETE',
        {
          storeUpdater: (store) => {
            const list = store.get(connection);
            if (list) ConnectionHandler.deleteNode(list, current);
          },
        },
        { title: 'Deleted', description: 'The email went to the Trash of its mailbox.' },
        'Delete failed',
      );
    },
    star: () => {
      const row = rows.find((r) => r.id === current);
      if (!row) return;
      const starred = !row.isStarred;
      void flag(
        row.id,
        starred ? 'STAR' : 'UNSTAR',
        { storeUpdater: (store) => store.get(row.id)?.setValue(starred, 'isStarred') },
        { title: '', description: '' },
        starred ? 'Star failed' : 'Unstar failed',
      );
    },
    search: () => document.querySelector<HTMLInputElement>('input[aria-label="Search emails"]')?.focus(),
  });

  return { cursor: index >= 0 ? cursor : null };
}

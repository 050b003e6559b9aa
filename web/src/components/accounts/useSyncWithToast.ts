import { useCallback, useState } from 'react';
import { useSyncAccount } from '../../mutations/useSyncAccount';
import { useToast } from '../Toasts';

/** Spec §8: one account's sync — 'Sync Initiated' when it starts, 'Sync Failed' when it cannot. */
export function useSyncWithToast(): [sync: (id: string) => Promise<void>, pendingId: string | null] {
  const [sync] = useSyncAccount();
  const { toast } = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const run = useCallback(
    async (id: string) => {
      setPendingId(id);
      try {
        const outcome = await sync(id);
        toast(
          outcome.ok
            ? { title: 'Sync Initiated', description: 'Email sync started. Nuggets will appear shortly.' }
            : { title: 'Sync Failed', description: outcome.message || 'Unable to sync emails at this time.', variant: 'destructive' },
        );
      } catch {
        toast({ title: 'Sync Failed', description: 'Unable to sync emails at this time.', variant: 'destructive' });
      } finally {
        setPendingId(null);
      }
    },
    [sync, toast],
  );
  return [run, pendingId];
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMineEmail } from '../../mutations/useMineEmail';
import { useMiningProgress, type MiningProgressEvent } from '../../mutations/useMiningProgress';

export type MiningPhase = 'queued' | 'reading' | 'extracting' | 'done' | 'failed';

export interface MiningState {
  phase: MiningPhase;
  commitmentCount: number | null;
  message: string | null;
}

const RANK: Record<MiningPhase, number> = { queued: 0, reading: 1, extracting: 2, done: 3, failed: 3 };
const isTerminal = (p: MiningPhase) => RANK[p] === 3;

/**
 * Each phase stays on screen at least this long: the server may report queued,
 * reading, extracting and done within a few milliseconds, and a bar that jumps
 * straight to the end says nothing. Phases are still only ever the real ones.
 */
const PHASE_MS = 280;

/** How long the mutation's answer waits for the run's last events before it ends the run itself. */
const EVENT_GRACE_MS = 1500;

interface MinerApi {
  /** What the screen shows for an email: the latest phase that has been on screen long enough. */
  states: Readonly<Record<string, MiningState>>;
  /** Mines one email; resolves when the run is over (and its last phase is shown). */
  mine: (emailId: string) => Promise<{ ok: true; commitmentCount: number } | { ok: false; message: string }>;
  isMining: (emailId: string) => boolean;
}

const MinerContext = createContext<MinerApi | null>(null);

export function useMiner(): MinerApi {
  const api = useContext(MinerContext);
  if (!api) throw new Error('useMiner must be used inside <MinerProvider>');
  return api;
}

/**
 * Live mining for a screen: one `miningProgress` subscription while it is shown,
 * runs started with `mineEmail`, and per email the phases the server reports,
 * in order. The mutation's own answer ends a run whose last events were missed.
 */
export function MinerProvider({ children }: { children: ReactNode }) {
  const [commitMine] = useMineEmail();
  const [states, setStates] = useState<Record<string, MiningState>>({});
  const queues = useRef(new Map<string, MiningState[]>());
  const lastPhase = useRef(new Map<string, MiningPhase>());
  const timers = useRef(new Map<string, number>());
  const waiters = useRef(new Map<string, Array<() => void>>());

  const show = useCallback((emailId: string, state: MiningState) => {
    setStates((current) => ({ ...current, [emailId]: state }));
  }, []);

  const drain = useCallback(
    (emailId: string) => {
      const queue = queues.current.get(emailId) ?? [];
      const next = queue.shift();
      if (!next) {
        timers.current.delete(emailId);
        const done = waiters.current.get(emailId);
        waiters.current.delete(emailId);
        done?.forEach((resolve) => resolve());
        return;
      }
      show(emailId, next);
      timers.current.set(
        emailId,
        window.setTimeout(() => drain(emailId), PHASE_MS),
      );
    },
    [show],
  );

  /** Adds a phase for an email if it moves the run forward (or starts a new run). */
  const enqueue = useCallback(
    (emailId: string, state: MiningState) => {
      const last = lastPhase.current.get(emailId);
      const startsRun = state.phase === 'queued' && (last === undefined || isTerminal(last));
      const advances = state.phase !== 'queued' && (last === undefined || (!isTerminal(last) && RANK[state.phase] > RANK[last]));
      if (!startsRun && !advances) return;
      lastPhase.current.set(emailId, state.phase);
      const queue = queues.current.get(emailId) ?? [];
      queue.push(state);
      queues.current.set(emailId, queue);
      if (!timers.current.has(emailId)) drain(emailId);
    },
    [drain],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  useMiningProgress((event: MiningProgressEvent) => {
    const phase = (['queued', 'reading', 'extracting', 'done', 'failed'] as const).find((p) => p === event.phase);
    if (phase) enqueue(event.emailId, { phase, commitmentCount: event.commitmentCount ?? null, message: event.message ?? null });
  });

  /** Resolves once everything queued for the email has been on screen. */
  const settled = useCallback(
    (emailId: string) =>
      new Promise<void>((resolve) => {
        if (!timers.current.has(emailId)) return resolve();
        waiters.current.set(emailId, [...(waiters.current.get(emailId) ?? []), resolve]);
      }),
    [],
  );

  /** Resolves when the subscription has reported the end of the run, or after EVENT_GRACE_MS. */
  const runEnded = useCallback(
    (emailId: string) =>
      new Promise<void>((resolve) => {
        const started = Date.now();
        const check = () => {
          const last = lastPhase.current.get(emailId);
          if ((last && isTerminal(last)) || Date.now() - started >= EVENT_GRACE_MS) resolve();
          else window.setTimeout(check, 40);
        };
        check();
      }),
    [],
  );

  const mine = useCallback<MinerApi['mine']>(
    async (emailId) => {
      enqueue(emailId, { phase: 'queued', commitmentCount: null, message: null });
      try {
        const outcome = await commitMine(emailId);
        // The server published every phase before it answered, but its events may still be on the
        // wire: give them a moment, so the bar shows the real phases rather than jumping to the end.
        await runEnded(emailId);
        if (outcome.ok) {
          enqueue(emailId, { phase: 'done', commitmentCount: outcome.data.commitmentCount, message: null });
          await settled(emailId);
          return { ok: true as const, commitmentCount: outcome.data.commitmentCount };
        }
        enqueue(emailId, { phase: 'failed', commitmentCount: null, message: outcome.message });
        await settled(emailId);
        return { ok: false as const, message: outcome.message };
      } catch (error) {
        const message = 'Failed to mine commitments';
        console.error(message, error);
        enqueue(emailId, { phase: 'failed', commitmentCount: null, message });
        await settled(emailId);
        return { ok: false as const, message };
      }
    },
    [commitMine, enqueue, settled, runEnded],
  );

  const isMining = useCallback(
    (emailId: string) => {
      const phase = states[emailId]?.phase;
      return !!phase && !isTerminal(phase);
    },
    [states],
  );

  const api = useMemo(() => ({ states, mine, isMining }), [states, mine, isMining]);
  return <MinerContext.Provider value={api}>{children}</MinerContext.Provider>;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery, graphql, requestSubscription, type Disposable, type Environment } from 'relay-runtime';
import type { useImportArchiveRunQuery, useImportArchiveRunQuery$data } from '../__generated__/useImportArchiveRunQuery.graphql';
import type { useSyncProgressSubscription } from '../__generated__/useSyncProgressSubscription.graphql';
import { accountGlobalId } from '../relay/accounts';
import { syncProgressSubscription, type SyncProgress } from '../relay/useSyncProgress';

/** The REST door for archives: the raw file as the body, so the browser can report upload progress. */
export const IMPORT_URL = '/api/email-accounts/import';
/** File types the picker offers. */
export const ARCHIVE_ACCEPT = '.mbox,.mbx,.eml,application/mbox,message/rfc822';

export interface ImportResult {
  file: string;
  accountId: string;
  accountName: string;
  imported: number;
  duplicates: number;
  unparseable: number;
  total: number;
  /** Set when the import failed on the server. */
  error: string | null;
  /** A warning for the user (e.g. mail dated before the retention window). */
  notice: string | null;
}

export type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; file: string; index: number; count: number; loaded: number; total: number }
  | { step: 'importing'; file: string; index: number; count: number; progress: SyncProgress }
  | { step: 'done'; results: ImportResult[] }
  | { step: 'error'; file: string; message: string; results: ImportResult[] };

const runQuery = graphql`
  query useImportArchiveRunQuery($id: ID!) {
    node(id: $id) {
      ... on Account {
        id
        displayName
        emailCount
        lastSync
        status
        lastRun {
          id
          kind
          status
          phase
          fetched
          stored
          duplicates
          errors
          total
          errorMessage
          notice
          startedAt
          finishedAt
        }
      }
    }
  }
`;

type Run = NonNullable<NonNullable<useImportArchiveRunQuery$data['node']>['lastRun']>;

/** How often to look at the run while no progress event has arrived (the import may finish before the subscription opens). */
const CHECK_MS = 2000;

class UploadError extends Error {}

function upload(file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal): Promise<{ id: string; displayName?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-Filename', encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      let body: { account?: { id: string; displayName?: string }; message?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.account?.id) {
        onProgress(file.size, file.size);
        resolve(body.account);
      } else {
        // Spec §8: "<status>: <body or status text>" unless the server said something readable.
        reject(new UploadError(body?.message ?? `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new UploadError('The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadError('Upload cancelled.'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The run id the store last saw for an account (to tell this import's run from an earlier one). */
function knownRunId(environment: Environment, accountId: string): string | null {
  const record = environment.getStore().getSource().get(accountId) as { lastRun?: { __ref?: string } | null } | null | undefined;
  return record?.lastRun?.__ref ?? null;
}

const fromRun = (run: Run): SyncProgress => ({
  phase: run.phase,
  fetched: run.fetched,
  stored: run.stored,
  total: run.total ?? null,
  errors: run.errors,
  done: run.status !== 'running',
  message: run.errorMessage ?? run.notice ?? null,
  account: null,
});

/**
 * Uploads .mbox/.eml files one after another, each with its byte progress, then
 * follows each import live through `syncProgress` until its counts are final.
 */
export function useImportArchive(callbacks: {
  /** The server accepted a file; its account exists (lists may show it now). */
  onStarted?: (accountId: string) => void;
  /** One file's import ended (successfully or not). */
  onFinished?: (result: ImportResult) => void;
}): [start: (files: File[]) => Promise<ImportResult[]>, state: ImportState, reset: () => void] {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Follows one import from the moment the upload was accepted until its run has finished. */
  const follow = useCallback(
    (accountId: string, previousRunId: string | null, onProgress: (p: SyncProgress) => void, signal: AbortSignal) =>
      new Promise<{ run: Run | null; name: string }>((resolve) => {
        let settled = false;
        let checking = false;
        let subscription: Disposable | null = null;
        let timer = 0;
        const stop = () => {
          settled = true;
          subscription?.dispose();
          window.clearTimeout(timer);
        };
        const check = async () => {
          if (settled || checking) return;
          checking = true;
          try {
            const data = await fetchQuery<useImportArchiveRunQuery>(environment, runQuery, { id: accountId }, { fetchPolicy: 'network-only' }).toPromise();
            const run = data?.node?.lastRun;
            if (!settled && run && run.id !== previousRunId) {
              if (run.status !== 'running') {
                stop();
                resolve({ run, name: data?.node?.displayName ?? '' });
                return;
              }
              onProgress(fromRun(run));
            }
          } catch {
            // The next check tries again.
          } finally {
            checking = false;
          }
          schedule();
        };
        const schedule = () => {
          window.clearTimeout(timer);
          if (!settled) timer = window.setTimeout(() => void check(), CHECK_MS);
        };
        signal.addEventListener('abort', () => {
          stop();
          resolve({ run: null, name: '' });
        });
        subscription = requestSubscription<useSyncProgressSubscription>(environment, {
          subscription: syncProgressSubscription,
          variables: { accountId },
          onNext: (response) => {
            const event = response?.syncProgress;
            if (!event || settled) return;
            onProgress(event);
            // The final counts (duplicates among them) live on the run.
            if (event.done) void check();
            else schedule();
          },
          onError: () => undefined,
        });
        void check();
      }),
    [environment],
  );

  const start = useCallback(
    async (files: File[]) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const results: ImportResult[] = [];
      for (const [index, file] of files.entries()) {
        const base = { file: file.name, index, count: files.length };
        setState({ step: 'uploading', ...base, loaded: 0, total: file.size });
        try {
          const account = await upload(file, (loaded, total) => setState({ step: 'uploading', ...base, loaded, total }), controller.signal);
          const accountId = accountGlobalId(account.id);
          const previousRunId = knownRunId(environment, accountId);
          setState({
            step: 'importing',
            ...base,
            progress: { phase: 'starting', fetched: 0, stored: 0, total: null, errors: 0, done: false, message: null, account: null },
          });
          callbacksRef.current.onStarted?.(accountId);
          const { run, name } = await follow(accountId, previousRunId, (progress) => setState({ step: 'importing', ...base, progress }), controller.signal);
          if (controller.signal.aborted) return results;
          const result: ImportResult = {
            file: file.name,
            accountId,
            accountName: name || account.displayName || file.name,
            imported: run?.stored ?? 0,
            duplicates: run?.duplicates ?? 0,
            unparseable: run?.errors ?? 0,
            total: run?.total ?? run?.fetched ?? 0,
            error: run?.status === 'failed' ? (run.errorMessage ?? 'The import failed.') : null,
            notice: run?.notice ?? null,
          };
          results.push(result);
          callbacksRef.current.onFinished?.(result);
        } catch (error) {
          if (controller.signal.aborted) return results;
          setState({ step: 'error', file: file.name, message: error instanceof Error ? error.message : String(error), results: [...results] });
          return results;
        }
      }
      setState({ step: 'done', results });
      return results;
    },
    [environment, follow],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    setState({ step: 'idle' });
  }, []);

  return [start, state, reset];
}

import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import ForwardIcon from '@mui/icons-material/Forward';
import ReplyIcon from '@mui/icons-material/Reply';
import ReplyAllIcon from '@mui/icons-material/ReplyAll';
import Tooltip from '@mui/material/Tooltip';
import { LazyComposeDialog, preloadComposeDialog } from '../compose/LazyComposeDialog';
import { ariaKeys, useShortcuts, withShortcut } from '../../keyboard/keymap';
import { DisabledWithReason } from './DisabledWithReason';

type Mode = 'reply' | 'replyAll' | 'forward';

const ACTIONS: readonly { mode: Mode; label: string; icon: ReactNode }[] = [
  { mode: 'reply', label: 'Reply', icon: <ReplyIcon /> },
  { mode: 'replyAll', label: 'Reply all', icon: <ReplyAllIcon /> },
  { mode: 'forward', label: 'Forward', icon: <ForwardIcon /> },
];

/**
 * Reply, Reply all and Forward: the composer opens with the email replied to (To,
 * Re:, threading, the account it came in through; for Reply all, everyone else on
 * its To and Cc in Cc) or forwarded (Fwd:, quoted). Without an email to answer
 * (sample mail) the buttons say why they are off.
 */
export function ComposeActions({ emailId, disabledReason = 'Sign in to reply' }: { emailId?: string | null; disabledReason?: string }) {
  const [mode, setMode] = useState<Mode | null>(null);
  const open = (m: Mode) => (emailId ? () => setMode(m) : undefined);
  useShortcuts({ reply: open('reply'), replyAll: open('replyAll'), forward: open('forward') });
  if (!emailId) {
    return (
      <>
        {ACTIONS.map((a) => (
          <DisabledWithReason key={a.mode} reason={disabledReason}>
            <Button size="small" variant="outlined" startIcon={a.icon} disabled>
              {a.label}
            </Button>
          </DisabledWithReason>
        ))}
      </>
    );
  }
  return (
    <>
      {ACTIONS.map((a) => (
        <Tooltip key={a.mode} describeChild title={withShortcut(a.label, a.mode)}>
          <Button
            size="small"
            variant="outlined"
            startIcon={a.icon}
            onClick={() => setMode(a.mode)}
            onMouseEnter={preloadComposeDialog}
            onFocus={preloadComposeDialog}
            aria-keyshortcuts={ariaKeys(a.mode)}
          >
            {a.label}
          </Button>
        </Tooltip>
      ))}
      <LazyComposeDialog
        open={mode !== null}
        onClose={() => setMode(null)}
        replyTo={mode === 'reply' || mode === 'replyAll' ? emailId : null}
        replyAll={mode === 'replyAll'}
        forward={mode === 'forward' ? emailId : null}
      />
    </>
  );
}

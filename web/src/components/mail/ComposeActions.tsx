import { useState } from 'react';
import Button from '@mui/material/Button';
import ForwardIcon from '@mui/icons-material/Forward';
import ReplyIcon from '@mui/icons-material/Reply';
import Tooltip from '@mui/material/Tooltip';
import { LazyComposeDialog, preloadComposeDialog } from '../compose/LazyComposeDialog';
import { ariaKeys, useShortcuts, withShortcut } from '../../keyboard/keymap';
import { DisabledWithReason } from './DisabledWithReason';

/**
 * Reply and Forward: the composer opens with the email replied to (To, Re:,
 * threading, the account it came in through) or forwarded (Fwd:, quoted).
 * Without an email to answer (sample mail) the buttons say why they are off.
 */
export function ComposeActions({ emailId, disabledReason = 'Sign in to reply' }: { emailId?: string | null; disabledReason?: string }) {
  const [mode, setMode] = useState<'reply' | 'forward' | null>(null);
  useShortcuts({ reply: emailId ? () => setMode('reply') : undefined, forward: emailId ? () => setMode('forward') : undefined });
  if (!emailId) {
    return (
      <>
        <DisabledWithReason reason={disabledReason}>
          <Button size="small" variant="outlined" startIcon={<ReplyIcon />} disabled>
            Reply
          </Button>
        </DisabledWithReason>
        <DisabledWithReason reason={disabledReason}>
          <Button size="small" variant="outlined" startIcon={<ForwardIcon />} disabled>
            Forward
          </Button>
        </DisabledWithReason>
      </>
    );
  }
  return (
    <>
      <Tooltip describeChild title={withShortcut('Reply', 'reply')}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ReplyIcon />}
          onClick={() => setMode('reply')}
          onMouseEnter={preloadComposeDialog}
          onFocus={preloadComposeDialog}
          aria-keyshortcuts={ariaKeys('reply')}
        >
          Reply
        </Button>
      </Tooltip>
      <Tooltip describeChild title={withShortcut('Forward', 'forward')}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ForwardIcon />}
          onClick={() => setMode('forward')}
          onMouseEnter={preloadComposeDialog}
          onFocus={preloadComposeDialog}
          aria-keyshortcuts={ariaKeys('forward')}
        >
          Forward
        </Button>
      </Tooltip>
      <LazyComposeDialog
        open={mode !== null}
        onClose={() => setMode(null)}
        replyTo={mode === 'reply' ? emailId : null}
        forward={mode === 'forward' ? emailId : null}
      />
    </>
  );
}

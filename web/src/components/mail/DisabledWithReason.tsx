import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/**
 * A control that is off here (sample mail: sign in first), with a tooltip saying
 * why (a disabled button fires no events, so the tooltip hangs on a focusable wrapper).
 */
export function DisabledWithReason({ reason, children }: { reason: string; children: ReactElement }) {
  return (
    <Tooltip title={reason} describeChild>
      <Box
        component="span"
        tabIndex={0}
        data-disabled-reason={reason}
        sx={{ display: 'inline-flex', borderRadius: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { browserPermission, requestBrowserPermission, type BrowserPermission } from '../../components/notifications/browserNotifications';

const SAID: Record<BrowserPermission, string> = {
  granted: 'Allowed: high-priority notifications also show outside this tab, and open the email or the todo.',
  denied: 'Blocked in this browser. Allow notifications for this site in the browser’s settings to get them outside the tab.',
  default: 'In-app only for now. Allow them to be told outside this tab too.',
  unsupported: 'This browser has no notifications: they show in the app only.',
};

/** Asks the browser for notifications, only when the user clicks. */
export function BrowserNotifications({ enabled }: { enabled: boolean }) {
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>Browser notifications</Typography>
        <Typography variant="body2" color="textSecondary" data-testid="browser-permission">
          {enabled ? SAID[permission] : 'High-priority notifications are off: nothing is told, in the app or the browser.'}
        </Typography>
      </Box>
      {permission === 'default' && (
        <Button variant="outlined" size="small" disabled={!enabled} onClick={async () => setPermission(await requestBrowserPermission())}>
          Allow
        </Button>
      )}
    </Box>
  );
}

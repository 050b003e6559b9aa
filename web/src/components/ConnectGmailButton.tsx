import Button, { type ButtonProps } from '@mui/material/Button';
import GoogleIcon from '@mui/icons-material/Google';

/** Starts the Gmail connection (spec §7: navigate to /api/gmail/auth). */
export const GMAIL_CONNECT_URL = '/api/gmail/auth';

export function ConnectGmailButton({ children = 'CONNECT GMAIL', ...props }: ButtonProps) {
  return (
    <Button variant="contained" startIcon={<GoogleIcon />} href={GMAIL_CONNECT_URL} {...props}>
      {children}
    </Button>
  );
}

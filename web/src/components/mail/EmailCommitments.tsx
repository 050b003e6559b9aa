import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailCommitments_email$key } from '../../__generated__/EmailCommitments_email.graphql';
import { useToast } from '../Toasts';
import { useUpdateCommitment, type CommitmentStatus } from '../../mutations/useUpdateCommitment';
import { commitmentStatusColor } from './colors';
import { CommitmentPanel } from './CommitmentPanel';
import { CommitmentActions } from './CommitmentActions';
import { humanize, plural } from './format';
import { useMiner } from './useMiner';

const STATUSES: CommitmentStatus[] = ['open', 'in_progress', 'completed', 'overdue', 'cancelled', 'archived'];

/** Runs MINE for one email with the spec's toasts (§8): 'Mining Started', then 'Nuggets Mined!' or the failure. */
export function useMineWithToasts() {
  const { mine } = useMiner();
  const { toast } = useToast();
  return async (emailId: string) => {
    toast({ title: 'Mining Started', description: 'Reading this email for promises, action items and deadlines…' });
    const outcome = await mine(emailId);
    if (outcome.ok) toast({ title: 'Nuggets Mined!', description: `Commitments mined successfully — ${plural(outcome.commitmentCount, 'commitment')} found.` });
    else toast({ title: 'Failed to mine commitments', description: outcome.message, variant: 'destructive' });
    return outcome;
  };
}

/**
 * An email's commitments with the MINE button and its live progress.
 * 'mine' (the mining screen): each commitment offers CREATE TODO and ADD TO CALENDAR.
 * 'enhanced' (the enhanced detail): each commitment's status can be changed.
 */
export function EmailCommitments({ email: key, variant }: { email: EmailCommitments_email$key; variant: 'mine' | 'enhanced' }) {
  const email = useFragment(
    graphql`
      fragment EmailCommitments_email on Email {
        id
        commitments {
          id
          type
          status
          title
          description
          dueDate
          confidence
          priority
          category
          owedBy
          owedTo
          owedByYou
          sourceQuote
          todo {
            id
          }
        }
      }
    `,
    key,
  );
  const { states, isMining } = useMiner();
  const mineWithToasts = useMineWithToasts();
  const [updateCommitment] = useUpdateCommitment();
  const { toast } = useToast();

  const changeStatus = async (id: string, status: CommitmentStatus) => {
    try {
      const outcome = await updateCommitment(id, status);
      if (outcome.ok) toast({ title: 'Commitment updated', description: `Marked ${humanize(status).toLowerCase()}.` });
      else toast({ title: 'Update failed', description: outcome.message, variant: 'destructive' });
    } catch {
      toast({ title: 'Update failed', description: 'Unable to update the commitment.', variant: 'destructive' });
    }
  };

  return (
    <CommitmentPanel
      commitments={email.commitments}
      mining={states[email.id]}
      busy={isMining(email.id)}
      onMine={() => void mineWithToasts(email.id)}
      mineLabel={variant === 'mine' ? 'MINE NUGGETS' : 'MINE'}
      renderActions={
        variant === 'mine'
          ? (c) => <CommitmentActions commitmentId={c.id} title={c.title} dueDate={c.dueDate} hasTodo={!!email.commitments.find((x) => x.id === c.id)?.todo} />
          : undefined
      }
      renderStatus={
        variant === 'enhanced'
          ? (c) => (
              <TextField
                select
                size="small"
                value={c.status}
                onChange={(e) => void changeStatus(c.id, e.target.value as CommitmentStatus)}
                slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Status of ${c.title}` } } }}
                sx={{
                  width: 'auto',
                  '& .MuiInputBase-root': { height: 26, fontSize: 12, fontWeight: 700, color: commitmentStatusColor(c.status) },
                  '& .MuiSelect-select': { py: 0, pl: 1 },
                }}
              >
                {STATUSES.map((s) => (
                  <MenuItem key={s} value={s} sx={{ fontSize: 13 }}>
                    {humanize(s)}
                  </MenuItem>
                ))}
              </TextField>
            )
          : undefined
      }
    />
  );
}

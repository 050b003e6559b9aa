import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddTaskIcon from '@mui/icons-material/AddTask';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import type { OpenCommitmentItem_commitment$key } from '../../__generated__/OpenCommitmentItem_commitment.graphql';
import { useCreateTodoFromCommitment } from '../../mutations/useCreateTodoFromCommitment';
import { colors, fonts } from '../../theme';
import { partyLabel } from '../mail/format';
import { useToast } from '../Toasts';
import { AddToCalendarButton } from './AddToCalendarButton';
import { commitmentStatusColor, commitmentType, dueLabel, humanize, isOverdue, mineLink } from './format';
import { Tag } from './Tag';

/** The panel's commitments: open or overdue (one that is started, done or cancelled leaves it). */
export const OPEN_COMMITMENT_STATUSES = ['open', 'overdue'] as const;
export const isOpenCommitment = (status: string) => (OPEN_COMMITMENT_STATUSES as readonly string[]).includes(status);

/** One open commitment: type, status colour, due day, its email, CREATE TODO and ADD TO CALENDAR. */
export function OpenCommitmentItem({ commitment: key }: { commitment: OpenCommitmentItem_commitment$key }) {
  const c = useFragment(
    graphql`
      fragment OpenCommitmentItem_commitment on Commitment {
        id
        type
        status
        title
        dueDate
        owedByYou
        owedBy
        owedTo
        todo {
          id
          status
        }
        email {
          id
          subject
        }
      }
    `,
    key,
  );
  const [createTodo, creating] = useCreateTodoFromCommitment();
  const { toast } = useToast();
  const status = c.status === 'open' && isOverdue(c.dueDate) ? 'overdue' : c.status;
  const statusColor = commitmentStatusColor(status);
  const type = commitmentType(c.type);

  const onCreateTodo = async () => {
    try {
      const outcome = await createTodo(c.id);
      toast(
        outcome.ok
          ? { title: 'Todo Created', description: `“${outcome.data.title}” is in your OPEN column.` }
          : { title: 'Todo Not Created', description: outcome.message, variant: 'destructive' },
      );
    } catch {
      toast({ title: 'Todo Not Created', description: 'The todo could not be created. Try again.', variant: 'destructive' });
    }
  };

  return (
    <Box
      component="article"
      aria-label={c.title}
      data-status={status}
      sx={{
        p: 1.5,
        borderRadius: 2.5,
        border: 1,
        borderColor: alpha(statusColor, 0.3),
        borderLeft: `4px solid ${statusColor}`,
        bgcolor: alpha(colors.bgDeep, 0.55),
        display: 'grid',
        gap: 0.9,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Tag color={type.color}>{type.label}</Tag>
        <Tag color={statusColor} title="Status" testId="commitment-status">
          {humanize(status)}
        </Tag>
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1.4 }}>
        {c.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.4, fontSize: 12.5, color: 'text.secondary', '& svg': { fontSize: 15, flexShrink: 0 } }}>
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.6, color: status === 'overdue' ? colors.red : c.dueDate ? 'text.primary' : 'inherit' }}
        >
          <EventIcon />
          {c.dueDate ? `Due ${dueLabel(c.dueDate)}` : 'No due date'}
        </Box>
        {(c.owedByYou ? c.owedTo : c.owedBy) && (
          <Box component="span" data-testid="commitment-party" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.6, minWidth: 0 }}>
            <PersonOutlineIcon />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {partyLabel(c)}
            </Box>
          </Box>
        )}
        {c.email && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.6, minWidth: 0 }}>
            <MailOutlineIcon />
            <Link component={RouterLink} to={mineLink(c.email.id)} underline="hover" noWrap>
              {c.email.subject || '(no subject)'}
            </Link>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.25 }}>
        {c.todo ? (
          <Box
            component="span"
            data-testid="commitment-todo"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontFamily: fonts.mono,
              fontWeight: 700,
              fontSize: 12,
              color: colors.emerald,
              px: 1,
              py: 0.4,
            }}
          >
            <PlaylistAddCheckIcon sx={{ fontSize: 16 }} />
            ON THE BOARD · {humanize(c.todo.status).toUpperCase()}
          </Box>
        ) : (
          <Button
            size="small"
            variant="contained"
            disabled={creating}
            onClick={onCreateTodo}
            startIcon={creating ? <CircularProgress size={14} color="inherit" aria-hidden /> : <AddTaskIcon />}
          >
            CREATE TODO
          </Button>
        )}
        <AddToCalendarButton commitmentId={c.id} title={c.title} dueDate={c.dueDate} />
      </Box>
    </Box>
  );
}

/** Spec §8 empty state for the open-commitments panel. */
export function AllCommitmentsFulfilled() {
  return (
    <Box sx={{ textAlign: 'center', py: 3 }}>
      <CheckCircleIcon sx={{ color: colors.emerald, fontSize: 36 }} />
      <Typography sx={{ fontWeight: 700, mt: 1 }}>All commitments fulfilled</Typography>
      <Typography variant="body2" color="textSecondary">
        Nothing you promised, or were asked for, is waiting on a todo.
      </Typography>
    </Box>
  );
}

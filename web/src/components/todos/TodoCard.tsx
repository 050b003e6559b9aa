import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { TodoCard_todo$key } from '../../__generated__/TodoCard_todo.graphql';
import { colors, fonts, priorityColor } from '../../theme';
import { commitmentType, dueLabel, isOverdue, mineLink, shortDate } from './format';
import { Tag } from './Tag';

/** Spec §4: the card button advances one step; done tasks have none. */
export const NEXT_ACTION = { open: 'Start Task', in_progress: 'Mark Complete' } as const;

interface TodoCardProps {
  todo: TodoCard_todo$key;
  busy: boolean;
  onAdvance: (id: string) => void;
}

/** One task on the board: what, for whom, by when, what it pays, and the one step forward. */
export function TodoCard({ todo: key, busy, onAdvance }: TodoCardProps) {
  const todo = useFragment(
    graphql`
      fragment TodoCard_todo on Todo {
        id
        title
        description
        status
        priority
        xpValue
        xpEarned
        dueDate
        contactEmail
        startedAt
        completedAt
        createdAt
        commitment {
          id
          type
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
  const done = todo.status === 'done';
  const overdue = !done && isOverdue(todo.dueDate);
  const accent = done ? colors.emerald : overdue ? colors.red : priorityColor(todo.priority);
  const action = todo.status === 'open' ? NEXT_ACTION.open : todo.status === 'in_progress' ? NEXT_ACTION.in_progress : null;
  const type = todo.commitment ? commitmentType(todo.commitment.type) : null;

  return (
    <Box
      component="article"
      aria-label={todo.title}
      data-status={todo.status}
      data-overdue={overdue || undefined}
      sx={{
        p: 1.75,
        borderRadius: 2.5,
        border: 1,
        borderColor: alpha(accent, 0.3),
        borderLeft: `4px solid ${accent}`,
        bgcolor: alpha(colors.bgDeep, done ? 0.35 : 0.6),
        display: 'grid',
        gap: 1,
        opacity: done ? 0.85 : 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Tag color={priorityColor(todo.priority)} title="Priority" testId="todo-priority">
          {todo.priority}
        </Tag>
        {type && (
          <Tag color={type.color} title="Mined commitment">
            {type.label}
          </Tag>
        )}
        <Box sx={{ flex: 1 }} />
        {/* Done: what the completion paid (the ledger's word, 0 included); else what it is worth. */}
        <Box
          component="span"
          title={done ? 'XP this completion earned' : 'Base XP for completing it; bonuses come on top'}
          data-testid="todo-xp"
          sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 12.5, color: done && !todo.xpEarned ? 'text.secondary' : colors.goldLight }}
        >
          +{done ? todo.xpEarned : todo.xpValue} XP
        </Box>
      </Box>

      <Typography
        component="h3"
        sx={{ fontWeight: 700, fontSize: 14.5, lineHeight: 1.4, textDecoration: done ? 'line-through' : 'none', textDecorationColor: alpha(colors.text, 0.4) }}
      >
        {todo.title}
      </Typography>
      {todo.description && todo.description !== todo.title && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ fontSize: 13, whiteSpace: 'pre-line', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {todo.description}
        </Typography>
      )}

      <Box sx={{ display: 'grid', gap: 0.5, fontSize: 12.5, color: 'text.secondary', '& svg': { fontSize: 15, flexShrink: 0 } }}>
        <Box
          component="span"
          data-testid="todo-due"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.6,
            color: overdue ? colors.red : todo.dueDate ? 'text.primary' : 'inherit',
            fontWeight: overdue ? 700 : 400,
          }}
        >
          <EventIcon sx={{ color: overdue ? colors.red : 'inherit' }} />
          {todo.dueDate ? `${overdue ? 'Overdue · was due' : 'Due'} ${dueLabel(todo.dueDate)}` : 'No due date'}
        </Box>
        {todo.contactEmail && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.6, minWidth: 0 }}>
            <PersonOutlineIcon />
            <Link href={`mailto:${todo.contactEmail}`} underline="hover" color="inherit" noWrap data-testid="todo-contact">
              {todo.contactEmail}
            </Link>
          </Box>
        )}
        {todo.email && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.6, minWidth: 0 }}>
            <MailOutlineIcon />
            <Link component={RouterLink} to={mineLink(todo.email.id)} underline="hover" noWrap title="Open the email this came from">
              {todo.email.subject || '(no subject)'}
            </Link>
          </Box>
        )}
      </Box>

      {done ? (
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            color: colors.emerald,
            fontFamily: fonts.mono,
            fontSize: 12,
            fontWeight: 700,
            pt: 0.25,
          }}
        >
          <CheckCircleIcon sx={{ fontSize: 16 }} />
          {todo.completedAt ? `Completed ${shortDate(todo.completedAt)}` : 'Completed'}
        </Box>
      ) : (
        action && (
          <Button
            size="small"
            fullWidth
            variant={todo.status === 'in_progress' ? 'contained' : 'outlined'}
            color={todo.status === 'in_progress' ? 'primary' : 'inherit'}
            disabled={busy}
            onClick={() => onAdvance(todo.id)}
            startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : todo.status === 'open' ? <PlayArrowIcon /> : <TaskAltIcon />}
            sx={
              todo.status === 'open'
                ? { borderColor: alpha(colors.blue, 0.6), color: colors.blue, '&:hover': { borderColor: colors.blue, bgcolor: alpha(colors.blue, 0.08) } }
                : undefined
            }
          >
            {action}
          </Button>
        )
      )}
    </Box>
  );
}

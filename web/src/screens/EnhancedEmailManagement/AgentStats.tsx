import { useEffect, useState } from 'react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EmailIcon from '@mui/icons-material/Email';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SpeedIcon from '@mui/icons-material/Speed';
import SyncIcon from '@mui/icons-material/Sync';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { StatGrid, StatTile } from '../../components/StatTile';
import { percent, sinceText } from '../../components/mail/format';
import { getJson, type AgentStats as AgentStatsData } from '../../components/mail/rest';
import { colors } from '../../theme';

/** Spec §7/§9: agent stats are the one thing refreshed on a timer, every 30 s. */
export const AGENT_STATS_REFRESH_MS = 30_000;

/** The stats strip: GET /api/enhanced-emails/agent-stats now and every 30 s while shown. */
export function AgentStats() {
  const [stats, setStats] = useState<AgentStatsData | null>(null);
  const [failed, setFailed] = useState(false);
  const [, setTick] = useState(0);

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      getJson<AgentStatsData>('/api/enhanced-emails/agent-stats', controller.signal).then(
        (data) => {
          setStats(data);
          setFailed(false);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Agent stats failed', error);
            setFailed(true);
          }
        },
      );
      setTick((t) => t + 1); // re-render "last sync" as time passes
    };
    load();
    const timer = window.setInterval(load, AGENT_STATS_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, []);

  const v = (n: number | undefined) => (stats ? (n ?? 0).toLocaleString() : failed ? '—' : '…');
  return (
    <StatGrid columns={6}>
      <StatTile label="TOTAL EMAILS" value={v(stats?.totalEmails)} icon={<EmailIcon />} />
      <StatTile label="PROCESSED" value={v(stats?.processedEmails)} icon={<AutoAwesomeIcon />} color={colors.purple} />
      <StatTile label="COMMITMENTS" value={v(stats?.commitmentsFound)} icon={<HandshakeIcon />} color={colors.emerald} />
      <StatTile label="ACTIONABLE" value={v(stats?.actionableEmails)} icon={<TaskAltIcon />} color={colors.orange} />
      <StatTile label="PROCESSING RATE" value={stats ? percent(stats.processingRate) : v(undefined)} icon={<SpeedIcon />} color={colors.teal} />
      <StatTile label="LAST SYNC" value={stats ? sinceText(stats.lastSyncTime) : v(undefined)} icon={<SyncIcon />} color={colors.grey} />
    </StatGrid>
  );
}

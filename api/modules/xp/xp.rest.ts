// REST door of spec §7 onto XP: GET /api/agent/xp.
import { Router } from 'express';
import type { Services } from '../../context.ts';
import { route, viewerId } from '../../rest/errors.ts';

export function xpRoutes(services: Services) {
  const r = Router();

  r.get(
    '/agent/xp',
    route(async (req, res) => {
      const s = await services.xp.summary(viewerId(req));
      res.json({
        totalXP: s.totalXP,
        dailyStreak: s.dailyStreak,
        nuggetsEarned: s.nuggetsEarned,
        summary: { level: s.level, xpToNextLevel: s.xpToNextLevel, completionRate: s.completionRate },
      });
    }),
  );

  return r;
}

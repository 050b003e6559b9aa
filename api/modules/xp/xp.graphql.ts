import { builder } from '../../graphql/builder.ts';
import type { PaidAward } from './xp.rules.ts';
import type { XpSummary } from './xp.service.ts';

export const XpSummaryType = builder.objectRef<XpSummary>('XpSummary').implement({
  description: 'Figures derived from the XP ledger.',
  fields: (t) => ({
    totalXP: t.exposeInt('totalXP'),
    level: t.exposeInt('level'),
    xpToNextLevel: t.exposeInt('xpToNextLevel'),
    levelStartXP: t.exposeInt('levelStartXP', { description: 'Total XP at which the current level began.' }),
    nextLevelXP: t.exposeInt('nextLevelXP', { description: 'Total XP at which the next level begins.' }),
    dailyStreak: t.exposeInt('dailyStreak', { description: "Consecutive days with a completion, in the user's time zone." }),
    nuggetsEarned: t.exposeInt('nuggetsEarned'),
    completionRate: t.exposeFloat('completionRate', { description: 'Done todos / all todos, 0–1.' }),
  }),
});

builder.queryField('xpSummary', (t) =>
  t.field({
    type: XpSummaryType,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.xp.summary(ctx.viewer!.id),
  }),
);

builder.subscriptionField('xpChanged', (t) =>
  t.field({
    type: XpSummaryType,
    authScopes: { signedIn: true },
    description: "The viewer's XP summary, each time it changes.",
    subscribe: (_root, _args, ctx) => ctx.events.subscribe('xpChanged', ctx.viewer!.id),
    resolve: (_event, _args, ctx) => ctx.services.xp.summary(ctx.viewer!.id),
  }),
);

const XpAwardReason = builder.objectRef<PaidAward['reasons'][number]>('XpAwardReason').implement({
  description:
    'One line of an award: todo_completed, on_time, promise_kept, overdue_cleared, nugget_earned; or, at 0 points, the rule that paid nothing (instant_completion, daily_cap).',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    points: t.exposeInt('points'),
  }),
});

export const XpAwardType = builder.objectRef<PaidAward>('XpAward').implement({
  description: 'What one completion paid (0 when a rule paid nothing), and why.',
  fields: (t) => ({
    points: t.exposeInt('points'),
    reasons: t.field({ type: [XpAwardReason], resolve: (a) => a.reasons }),
  }),
});

// The REST compatibility layer under /api: every module's routes, one error format.
import express, { Router } from 'express';
import type { Services } from '../context.ts';
import type { Logger } from '../platform/logger.ts';
import { authRoutes } from '../modules/auth/auth.rest.ts';
import { accountRoutes } from '../modules/accounts/accounts.rest.ts';
import { mailRoutes } from '../modules/mail/mail.rest.ts';
import { analysisRoutes } from '../modules/analysis/analysis.rest.ts';
import { commitmentRoutes } from '../modules/commitments/commitments.rest.ts';
import { todoRoutes } from '../modules/todos/todos.rest.ts';
import { xpRoutes } from '../modules/xp/xp.rest.ts';
import { calendarRoutes } from '../modules/calendar/calendar.rest.ts';
import { searchRoutes } from '../modules/search/search.rest.ts';
import { composeRoutes } from '../modules/compose/compose.rest.ts';
import { contactRoutes } from '../modules/contacts/contacts.rest.ts';
import { transactionRoutes } from '../modules/transactions/transactions.rest.ts';
import { followupRoutes } from '../modules/followup/followup.rest.ts';
import type { Config } from '../config.ts';
import { restErrorHandler } from './errors.ts';
import { jsonBodyGuard } from '../platform/input-guard.ts';

export function createRestRouter(services: Services, logger: Logger, uploadsDir: string, config: Config) {
  const api = Router();
  api.use(composeRoutes(services)); // before the 1 MB JSON parser: attachments of up to 25 MB each
  api.use(express.json({ limit: '1mb' }), jsonBodyGuard());
  api.use(authRoutes(services));
  api.use(accountRoutes(services, uploadsDir, config));
  api.use(mailRoutes(services));
  api.use(analysisRoutes(services));
  api.use(commitmentRoutes(services));
  api.use(todoRoutes(services));
  api.use(xpRoutes(services));
  api.use(calendarRoutes(services, config));
  api.use(searchRoutes(services));
  api.use(contactRoutes(services));
  api.use(transactionRoutes(services, config));
  api.use(followupRoutes(services, config));
  api.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
  });
  api.use(restErrorHandler(logger));
  return api;
}

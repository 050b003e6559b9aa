// REST doors of spec §7 onto the Financial Tracker: GET /api/transactions (?company=&type=&year=),
// /companies, /summary?year=, /export.csv, PATCH and DELETE /api/transactions/:id, and
// POST /api/test/create-sample-transactions (DEMO DATA).
import { Router } from 'express';
import type { Transaction } from '../../db/generated/client.ts';
import type { Services } from '../../context.ts';
import type { Config } from '../../config.ts';
import { appUrl, intParam, route, viewerId } from '../../rest/errors.ts';
import { formatMoney, parseFilter } from './transactions.service.ts';

/** A list item: the amount as the screen shows it ("$1,250.00"). */
export const transactionJson = (t: Transaction) => ({
  id: t.id,
  company: t.company,
  type: t.type,
  description: t.description,
  category: t.category,
  amount: formatMoney(t.amount, t.currency),
  date: t.date.toISOString(),
  emailId: t.emailId,
});

export function transactionRoutes(services: Services, config: Config) {
  const r = Router();
  const tx = services.transactions;

  r.get(
    '/transactions',
    route(async (req, res) => {
      const filter = parseFilter(req.query);
      const rows = await tx.list(viewerId(req), filter, {
        limit: intParam(req.query.limit, 1000, 1, 5000),
        offset: intParam(req.query.offset, 0, 0, 1_000_000),
      });
      res.json(rows.map(transactionJson));
    }),
  );

  r.get(
    '/transactions/companies',
    route(async (req, res) => {
      res.json(await tx.companies(viewerId(req)));
    }),
  );

  r.get(
    '/transactions/years',
    route(async (req, res) => {
      res.json(await tx.years(viewerId(req)));
    }),
  );

  r.get(
    '/transactions/summary',
    route(async (req, res) => {
      const { year, company } = parseFilter({ year: req.query.year, company: req.query.company });
      res.json(await tx.summary(viewerId(req), { year, company }));
    }),
  );

  r.get(
    '/transactions/export.csv',
    route(async (req, res) => {
      const filter = parseFilter(req.query);
      const csv = await tx.exportCsv(viewerId(req), filter, appUrl(config, req));
      const name = ['nugget-transactions', filter.year ?? 'all-years', filter.company, filter.type]
        .filter(Boolean)
        .join('-')
        .replace(/[^\w.-]+/g, '_');
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${name}.csv"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(csv);
    }),
  );

  r.patch(
    '/transactions/:id',
    route(async (req, res) => {
      res.json(transactionJson(await tx.update(viewerId(req), String(req.params.id), req.body)));
    }),
  );

  r.delete(
    '/transactions/:id',
    route(async (req, res) => {
      await tx.remove(viewerId(req), String(req.params.id));
      res.status(204).end();
    }),
  );

  r.post(
    '/test/create-sample-transactions',
    route(async (req, res) => {
      const created = await tx.createDemo(viewerId(req));
      res.status(201).json({ message: 'Financial tracking demo data has been generated successfully.', created });
    }),
  );

  return r;
}

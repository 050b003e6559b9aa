// REST doors of spec §7 onto todos: GET/POST /api/todos, PATCH /api/todos/:id.
import { Router } from 'express';
import type { Todo } from '../../db/generated/client.ts';
import type { Services } from '../../context.ts';
import { route, viewerId } from '../../rest/errors.ts';

export const todoJson = (t: Todo) => ({
  id: t.id,
  title: t.title,
  description: t.description,
  status: t.status,
  priority: t.priority,
  dueDate: t.dueDate?.toISOString() ?? null,
  contactEmail: t.contactEmail,
  xpValue: t.xpValue,
  commitmentId: t.commitmentId,
  emailId: t.emailId,
  completedAt: t.completedAt?.toISOString() ?? null,
});

export function todoRoutes(services: Services) {
  const r = Router();

  r.get(
    '/todos',
    route(async (req, res) => {
      res.json((await services.todos.list(viewerId(req))).map(todoJson));
    }),
  );

  r.post(
    '/todos',
    route(async (req, res) => {
      res.status(201).json(todoJson(await services.todos.create(viewerId(req), req.body)));
    }),
  );

  r.patch(
    '/todos/:id',
    route(async (req, res) => {
      const status = req.body?.status;
      res.json(todoJson(await services.todos.setStatus(viewerId(req), String(req.params.id), typeof status === 'string' ? status : '')));
    }),
  );

  return r;
}

// REST doors of spec §7 onto the auth service: /api/auth/session, /simple/login,
// /simple/register, /logout (POST and GET).
import { Router } from 'express';
import type { Services } from '../../context.ts';
import { route } from '../../rest/errors.ts';
import { publicUser, displayName, type Viewer } from '../users/users.service.ts';
import { establishSession, endSession } from './auth.session.ts';

const sessionUser = (u: Viewer) => ({ ...publicUser(u), displayName: displayName(u) });

export function authRoutes(services: Services) {
  const r = Router();

  r.get('/auth/session', (req, res) => {
    if (!req.user) {
      res.status(401).json({ message: 'Not signed in' });
      return;
    }
    res.json(sessionUser(req.user as Viewer));
  });

  r.post(
    '/auth/simple/login',
    route(async (req, res) => {
      const user = await services.auth.login(req.body, req.ip ?? '');
      await establishSession(req, user);
      res.json(sessionUser(user));
    }),
  );

  r.post(
    '/auth/simple/register',
    route(async (req, res) => {
      const user = await services.auth.register(req.body, req.ip ?? '');
      await establishSession(req, user);
      res.status(201).json(sessionUser(user));
    }),
  );

  r.post(
    '/auth/logout',
    route(async (req, res) => {
      await endSession(req, res);
      res.json({ message: 'Signed out' });
    }),
  );

  r.get(
    '/auth/logout',
    route(async (req, res) => {
      await endSession(req, res);
      res.redirect(302, '/');
    }),
  );

  return r;
}

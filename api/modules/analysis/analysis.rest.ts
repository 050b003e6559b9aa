// REST doors of spec §7 onto analysis: the lab's analyze and direct calls, reply
// suggestions, and mining one email.
import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../context.ts';
import { HttpError, route, viewerId } from '../../rest/errors.ts';
import { ValidationError } from '../../platform/errors.ts';

const analyzeInput = z.object({
  from: z.string().max(500).default(''),
  subject: z.string().max(1000).default(''),
  body: z.string().max(200_000).default(''),
  receivedAt: z.coerce.date().optional(),
  to: z.union([z.string(), z.array(z.string())]).optional(),
});

function parseAnalyze(body: unknown) {
  const r = analyzeInput.safeParse(body ?? {});
  if (!r.success) throw ValidationError.fromFields(r.error.issues.map((i) => ({ name: String(i.path[0] ?? 'input'), message: i.message })));
  const to =
    typeof r.data.to === 'string'
      ? r.data.to
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : r.data.to;
  return { ...r.data, to };
}

/** "From: …\nSubject: …\n\nbody" (the lab's direct-call payload) → parts. */
function splitEmailContent(content: string) {
  const from = content.match(/^from:\s*(.+)$/im)?.[1]?.trim() ?? '';
  const subject = content.match(/^subject:\s*(.+)$/im)?.[1]?.trim() ?? '';
  const body = content.replace(/^(from|subject|to|date):.*$/gim, '').trim();
  return { from, subject, body };
}

export function analysisRoutes(services: Services) {
  const r = Router();

  r.post(
    '/llm/analyze-email',
    route(async (req, res) => {
      const input = parseAnalyze(req.body);
      if (!input.body.trim() && !input.subject.trim())
        throw ValidationError.fromFields([{ name: 'body', message: 'Give at least a subject or a body to analyse.' }]);
      const result = await services.analysis.analyzeAdhoc(viewerId(req), input);
      res.json(result);
    }),
  );

  r.post(
    '/llm/direct-call',
    route(async (req, res) => {
      const content = req.body?.emailContent;
      if (typeof content !== 'string' || !content.trim()) throw ValidationError.fromFields([{ name: 'emailContent', message: 'emailContent is required' }]);
      const userId = viewerId(req);
      const out = await services.analysis.directCall(userId, content.slice(0, 200_000), splitEmailContent(content));
      res.json(out);
    }),
  );

  r.post(
    '/llm/generate-replies',
    route(async (req, res) => {
      const userId = viewerId(req);
      let input;
      if (typeof req.body?.emailId === 'string') {
        const e = await services.mail.full(userId, req.body.emailId);
        input = { from: e.fromAddress ?? '', subject: e.subject, body: e.textBody, receivedAt: e.receivedAt };
      } else {
        input = parseAnalyze(req.body);
      }
      res.json({ replies: await services.analysis.replySuggestions(userId, input) });
    }),
  );

  r.post(
    '/enhanced-emails/:id/mine',
    route(async (req, res) => {
      const userId = viewerId(req);
      try {
        const out = await services.analysis.mineEmail(userId, String(req.params.id));
        res.json({ message: 'Commitments mined successfully', commitmentCount: out?.commitmentCount ?? 0, nuggetScore: out?.result.nuggetScore ?? null });
      } catch (error) {
        if ((error as Error).name === 'NotFoundError') throw error;
        throw new HttpError(500, 'Failed to mine commitments');
      }
    }),
  );

  return r;
}

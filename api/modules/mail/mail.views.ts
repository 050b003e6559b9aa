// JSON shapes of spec §3 for the REST doors (mining view and enhanced email).
import type { Attachment, Commitment, Email } from '../../db/generated/client.ts';
import { EMAIL_COMMITMENT_ORDER } from '../commitments/commitments.service.ts';

type Full = Email & { attachments: Attachment[]; commitments: Commitment[]; labels?: { label: { name: string } }[] };
type Address = { name: string; email: string };
const list = (v: unknown): Address[] => (Array.isArray(v) ? (v as Address[]) : []);
const sender = (e: Email) => (e.fromName ? `${e.fromName} <${e.fromAddress ?? ''}>` : (e.fromAddress ?? ''));
const labelsOf = (e: Full) => [...(e.category ? [e.category] : []), ...(e.labels ?? []).map((l) => l.label.name)];

/** XP a mined email is worth on the mining screen: its open commitments, by priority. */
const xpValue = (e: Full) => e.commitments.filter((c) => c.status !== 'completed' && c.status !== 'cancelled').length * (e.priority === 'high' ? 25 : 15);

export const fullEmailInclude = {
  attachments: { where: { inline: false }, orderBy: { filename: 'asc' as const } },
  commitments: { orderBy: EMAIL_COMMITMENT_ORDER },
  labels: { include: { label: { select: { name: true } } } },
};

/** What both views share: the message itself and its flags. */
function baseEmailJson(e: Full) {
  return {
    id: e.id,
    subject: e.subject,
    body: e.textBody,
    htmlBody: e.htmlBody,
    from: sender(e),
    to: list(e.to),
    cc: list(e.cc),
    receivedAt: e.receivedAt.toISOString(),
    isRead: e.isRead,
    isStarred: e.isStarred,
    isArchived: e.isArchived,
  };
}

export function miningEmailJson(e: Full) {
  return {
    ...baseEmailJson(e),
    aiSummary: e.summary,
    aiCategory: e.category,
    nuggetScore: e.nuggetScore ?? 0,
    company: e.company,
    extractedCommitments: e.commitments.map((c) => ({
      id: c.id,
      type: c.type,
      description: c.title,
      dueDate: c.dueDate?.toISOString() ?? null,
      status: c.status,
    })),
    attachments: e.attachments.map((a) => ({ id: a.id, filename: a.filename, size: a.size, mimeType: a.mimeType })),
    hasAttachments: e.hasAttachments,
    hasCommitments: e.commitments.length > 0,
    commitmentCount: e.commitments.length,
    xpValue: xpValue(e),
    labels: labelsOf(e),
  };
}

export function enhancedEmailJson(e: Full) {
  return {
    ...baseEmailJson(e),
    priority: e.priority ?? 'low',
    nuggetScore: e.nuggetScore,
    labels: labelsOf(e),
    hasAttachments: e.hasAttachments,
    commitmentCount: e.commitments.length,
    aiAnalysis: e.analyzedAt
      ? {
          summary: e.summary ?? '',
          sentiment: e.sentiment ?? 'neutral',
          urgency: e.urgency ?? 'low',
          category: e.category ?? '',
          keyPoints: e.keyPoints,
          suggestedActions: e.suggestedActions,
          actionRequired: e.actionRequired,
          suggestedReply: e.suggestedReply ?? '',
          analyzedBy: e.analyzedBy,
          signals: e.analysisSignals,
        }
      : null,
    commitments: e.commitments.map(commitmentJson),
    attachments: e.attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      filesize: a.size,
      mimeType: a.mimeType,
      downloadUrl: `/api/attachments/${a.id}`,
    })),
  };
}

export function commitmentJson(c: Commitment) {
  return {
    id: c.id,
    type: c.type,
    status: c.status,
    title: c.title,
    description: c.description || c.title,
    priority: c.priority,
    category: c.category,
    confidence: c.confidence,
    dueDate: c.dueDate?.toISOString() ?? null,
    due_date: c.dueDate?.toISOString() ?? null,
    owedBy: c.owedBy,
    owedTo: c.owedTo,
    sourceQuote: c.sourceQuote,
    emailId: c.emailId,
  };
}

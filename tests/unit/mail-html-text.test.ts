// HTML-only mail (statements, tax notices, payouts) read as text: every label stays next to its own figure.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../api/modules/mail/mail.parse.ts';
import { analyzeLocally } from '../../api/modules/analysis/local/index.ts';

const htmlOnly = (subject: string, html: string) =>
  Buffer.from(
    [
      'From: Lume <no-reply@lume.com.br>',
      'To: Rafael <rafael@brasa.com.br>',
      `Subject: ${subject}`,
      'Date: Tue, 10 Feb 2026 09:00:00 -0300',
      'Message-ID: <liq-1@lume.com.br>',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      html,
    ].join('\r\n'),
  );

describe('text of HTML-only mail', () => {
  const html =
    '<h1>Liquidação realizada</h1><p>Os recebíveis foram liquidados na sua conta:</p><table>' +
    '<tr><td>Vendas brutas</td><td>R$ 41.218,90</td></tr><tr><td>Taxas (MDR)</td><td>- R$ 762,55</td></tr>' +
    '<tr><td><b>Valor liquidado</b></td><td><b>R$ 40.456,35</b></td></tr></table><p><a href="https://app.lume.com.br/extrato">Veja o extrato</a></p>';

  it('keeps table rows on their own lines and cells apart, without link addresses', async () => {
    const m = await parseMessage(htmlOnly('Seus recebíveis foram liquidados', html));
    expect(m.text).toMatch(/^Valor liquidado\s+R\$ 40\.456,35$/m);
    expect(m.text).not.toMatch(/liquidadoR\$/);
    expect(m.text).not.toContain('https://');
  });

  it('so the payout is read at its net amount', async () => {
    const m = await parseMessage(htmlOnly('Seus recebíveis foram liquidados', html));
    const r = analyzeLocally({
      from: m.from,
      to: m.to,
      cc: [],
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: { 'auto-submitted': 'auto-generated' },
      receivedAt: m.date!,
      userAddresses: ['rafael@brasa.com.br'],
      userHasWrittenTo: false,
    });
    expect(r.transaction).toMatchObject({ type: 'Revenue', amount: '40456.35', currency: 'BRL' });
  });
});

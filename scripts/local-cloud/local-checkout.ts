/**
 * The local payment provider's checkout page (stands in for Stripe Checkout; docs/decisions/091).
 *
 *   GET  /local-checkout/<sessionId>           the order and three buttons
 *   POST /local-checkout/<sessionId>/pay       marks the session paid, sends the webhook, goes to success_url
 *   POST /local-checkout/<sessionId>/pay-only  marks it paid WITHOUT the webhook (a lost webhook: try Fix Credits)
 *   POST /local-checkout/<sessionId>/cancel    goes to cancel_url, the session stays open (as Stripe does)
 *
 * The webhook is a Stripe-format `checkout.session.completed` event signed with the local secret
 * (`t=...,v1=...`, the Stripe SDK's own helper) and POSTed to /api/payments/webhook through the
 * local API Gateway, so the same handler and the same signature check run as with Stripe.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import {
  completedEvent,
  createLocalSessionStore,
  LOCAL_CHECKOUT_PATH,
  type LocalCheckoutSession,
} from '../../functions/src/adapters/payments/local';
import { signWebhookPayload } from '../../functions/src/adapters/payments/webhook-signature';

export interface LocalCheckoutOptions {
  appUrl: string;
  webhookSecret: string;
  table: {
    region: string;
    tableName: string;
    endpoint: string;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  log: (line: Record<string, unknown>) => void;
}

export const isLocalCheckoutPath = (pathname: string) => pathname.startsWith(`${LOCAL_CHECKOUT_PATH}/`);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

function page(session: LocalCheckoutSession): string {
  const base = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`;
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout · Clausewise</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1a2238;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #dde3f0;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 4px 24px #1a22381a}
.badge{display:inline-block;background:#fff4d6;color:#7a5200;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
button{width:100%;padding:12px;border-radius:10px;border:1px solid #2b4acb;font-size:16px;cursor:pointer;margin-top:10px}
.pay{background:#2b4acb;color:#fff}.secondary{background:#fff;color:#2b4acb}.muted{color:#5a6480;font-size:13px}
</style></head><body><main>
<span class="badge">Local test checkout — no real payment</span>
<h1>${escapeHtml(session.description)}</h1>
<p class="muted">${escapeHtml(session.customer_email)}</p>
<p class="amount" data-testid="amount">${escapeHtml(money(session.amount_total, session.currency))}</p>
${
  open
    ? `<form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${escapeHtml(money(session.amount_total, session.currency))}</button></form>
<form method="post" action="${base}/pay-only"><button class="secondary" type="submit">Pay without sending the webhook</button></form>
<form method="post" action="${base}/cancel"><button class="secondary" type="submit">Cancel</button></form>
<p class="muted">"Pay" marks the session paid and sends a signed <code>checkout.session.completed</code> event to the webhook. The second button simulates a lost webhook: the payment page's Fix Credits adds the credits.</p>`
    : `<p>This checkout session is ${escapeHtml(session.status)}.</p><p><a href="${escapeHtml(session.success_url)}">Back to the payment result</a></p>`
}
</main></body></html>`;
}

export function createLocalCheckout(options: LocalCheckoutOptions) {
  const store = createLocalSessionStore(createTable(options.table));
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
  };

  async function sendWebhook(session: LocalCheckoutSession): Promise<number> {
    const payload = completedEvent(session);
    const res = await fetch(`${options.appUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signWebhookPayload(payload, options.webhookSecret),
      },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  return async function handleLocalCheckout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [id = '', action = ''] = url.pathname.slice(LOCAL_CHECKOUT_PATH.length + 1).split('/');
    const sessionId = decodeURIComponent(id);
    for await (const chunk of req) void chunk; // drain the (empty) form body
    const session = /^cs_[A-Za-z0-9_]+$/.test(sessionId) ? await store.get(sessionId) : undefined;
    if (!session) {
      res.writeHead(404, headers).end('<!doctype html><title>Not found</title><p>No such checkout session.</p>');
      return;
    }
    if (req.method === 'GET' && action === '') {
      res.writeHead(200, headers).end(page(session));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, headers).end('<!doctype html><p>Method not allowed</p>');
      return;
    }
    if (action === 'cancel') {
      res.writeHead(303, { location: session.cancel_url }).end();
      return;
    }
    if (action === 'pay' || action === 'pay-only') {
      const paid = (await store.complete(sessionId)) ?? (await store.get(sessionId));
      if (paid && action === 'pay') {
        const status = await sendWebhook(paid);
        options.log({ level: status === 200 ? 'info' : 'error', msg: 'local checkout webhook', sessionId, status });
      }
      res.writeHead(303, { location: session.success_url }).end();
      return;
    }
    res.writeHead(404, headers).end('<!doctype html><p>Not found</p>');
  };
}

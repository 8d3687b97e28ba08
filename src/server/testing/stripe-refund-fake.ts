import { createServer, type Server } from 'node:http';
import { stripeEvent } from './stripe-test-kit.ts';

export type FakeRefund = { id: string; paymentIntent: string; amount: number; metadata: Record<string, string>; idempotencyKey: string };

/**
 * Stands in for api.stripe.com's refunds (docs/decisions/040-payouts.md): answers "retrieve checkout session" with a
 * PaymentIntent named after the session, and "create refund" as Stripe does, idempotency keys included (the same key
 * returns the first refund, never a second). It can refuse a PaymentIntent (its refund window passed), fail the next
 * calls, or take a refund and lose the answer. Usable in process (`fetch`, for Stripe.createFetchHttpClient) and as an
 * HTTP server for server processes (STRIPE_API_BASE).
 */
export class FakeStripeRefunds {
  readonly refunds: FakeRefund[] = [];
  /** Every refunds.create call received, retries included. */
  calls = 0;
  /** PaymentIntents Stripe refuses to refund. */
  readonly refused = new Set<string>();
  /** Fail this many refund calls with a 500 before taking any. */
  failNext = 0;
  /** Take this many refunds, then answer 500 as if the answer was lost on the way. */
  loseAnswers = 0;
  private readonly byKey = new Map<string, FakeRefund>();
  private server?: Server;

  static intentOf = (sessionId: string) => `pi_${sessionId}`;

  readonly fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    const answer = this.handle(init?.method ?? 'GET', url.pathname, headers.get('idempotency-key'), new URLSearchParams(body));
    return Response.json(answer.body, { status: answer.status, headers: answer.status >= 500 ? { 'stripe-should-retry': 'false' } : {} });
  }) as typeof fetch;

  handle(method: string, path: string, idempotencyKey: string | null, form: URLSearchParams): { status: number; body: unknown } {
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) return { status: 200, body: { id: session[1], object: 'checkout.session', payment_intent: FakeStripeRefunds.intentOf(session[1]!) } };
    if (method !== 'POST' || path !== '/v1/refunds') return { status: 404, body: { error: { type: 'invalid_request_error', message: `no fake for ${method} ${path}` } } };
    this.calls++;
    if (this.failNext > 0) {
      this.failNext--;
      return { status: 500, body: { error: { type: 'api_error', message: 'Stripe had a hiccup' } } };
    }
    if (!idempotencyKey) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'the shop always sends an idempotency key' } } };
    const earlier = this.byKey.get(idempotencyKey);
    if (earlier) return { status: 200, body: this.toStripe(earlier) };
    const paymentIntent = form.get('payment_intent') ?? '';
    if (this.refused.has(paymentIntent)) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_expired_for_refund', message: 'The charge is too old to be refunded.' } } };
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key);
      if (name) metadata[name[1]!] = value;
    }
    const refund = { id: `re_fake_${this.refunds.length + 1}`, paymentIntent, amount: Number(form.get('amount')), metadata, idempotencyKey };
    this.refunds.push(refund);
    this.byKey.set(idempotencyKey, refund);
    if (this.loseAnswers > 0) {
      this.loseAnswers--;
      return { status: 500, body: { error: { type: 'api_error', message: 'connection reset after the refund was made' } } };
    }
    return { status: 200, body: this.toStripe(refund) };
  }

  toStripe = (r: FakeRefund) => ({ id: r.id, object: 'refund', amount: r.amount, currency: 'chf', payment_intent: r.paymentIntent, status: 'succeeded', metadata: r.metadata });

  /** Serves the fake on 127.0.0.1; the address to set as STRIPE_API_BASE. */
  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const key = req.headers['idempotency-key'];
        const answer = this.handle(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x').pathname, typeof key === 'string' ? key : null, new URLSearchParams(body));
        res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.status >= 500 ? { 'stripe-should-retry': 'false' } : {}) });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  async close() {
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }
}

/** A `charge.refunded` event naming the refunds made (only the fields the shop reads matter). */
export function chargeRefundedEvent(eventId: string, refunds: FakeRefund[]) {
  return stripeEvent(eventId, 'charge.refunded', {
    id: `ch_${eventId}`,
    object: 'charge',
    refunded: false,
    payment_intent: refunds[0]?.paymentIntent ?? null,
    refunds: { object: 'list', data: refunds.map((r) => ({ id: r.id, object: 'refund', amount: r.amount, status: 'succeeded', metadata: r.metadata })) },
  });
}

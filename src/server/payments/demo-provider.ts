import type { DemoProvider } from './provider.ts';

/**
 * Stands in for a card provider when no Stripe keys are configured: the "hosted page" is our own
 * /pay/demo/:paymentId screen, and paying there is confirmed by the server (payments.service).
 */
export function createDemoProvider(): DemoProvider {
  return {
    name: 'demo',
    async createCheckout(request) {
      // On the shop's own address, the one the guest returns to.
      const page = new URL(`/pay/demo/${request.paymentId}`, request.successUrl);
      return { sessionId: `demo_${request.paymentId}`, url: page.toString() };
    },
    // No money was taken: the refund is recorded in the payout queue's row under this id, the same each time.
    async refund(request) {
      return { providerRefundId: `demo_re_${request.refundId}` };
    },
  };
}

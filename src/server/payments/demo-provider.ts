import type { DemoProvider } from './provider.ts';

/**
 * Stands in for a card provider when no Stripe keys are configured: the "hosted page" is our own
 * /pay/demo/:paymentId screen, and paying there is confirmed by the server (payments.service).
 */
export function createDemoProvider(publicUrl: string): DemoProvider {
  return {
    name: 'demo',
    async createCheckout(request) {
      return { sessionId: `demo_${request.paymentId}`, url: `${publicUrl}/pay/demo/${request.paymentId}` };
    },
  };
}

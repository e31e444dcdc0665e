import { ACCOUNT_FLOW_MESSAGES } from '@partilha/domain';
import type PocketBase from 'pocketbase';

/**
 * Signs an address up for the newsletter. The server validates it, answers a repeated sign-up
 * kindly and limits how often one visitor may try; resolves with the server's message.
 */
export async function subscribeToNewsletter(client: PocketBase, email: string): Promise<string> {
  const body = (await client.send('/api/market/subscriptions', { method: 'POST', body: { email: email.trim() } })) as {
    message?: unknown;
  } | null;
  return typeof body?.message === 'string' && body.message.trim() !== ''
    ? body.message
    : ACCOUNT_FLOW_MESSAGES.newsletterSubscribed;
}

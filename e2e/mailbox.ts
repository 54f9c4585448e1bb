import { expect } from '@playwright/test';
import type { TStack } from '@gtm/infra/dev/stack.ts';

type TStoredEmail = {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
};

/** Every message the embedded SES received for an address (its JSON store), oldest first. */
export async function messagesTo(stack: TStack, address: string): Promise<TStoredEmail[]> {
  if (!stack.urls.mailbox) throw new Error('the stack sends e-mail elsewhere than the embedded SES mailbox');
  const response = await fetch(`${stack.urls.mailbox}/store`);
  const { emails } = (await response.json()) as { emails: TStoredEmail[] };
  return emails.filter((email) => email.destination.to.some((to) => to.includes(address)));
}

/**
 * Waits for message number `count` (1-based) to an address and reads the 6-digit code of the newest one.
 * E-mail goes out through a queue worker, so the message arrives a moment after the API answered.
 */
export async function codeFor(stack: TStack, address: string, count: number): Promise<string> {
  await expect
    .poll(async () => (await messagesTo(stack, address)).length, {
      timeout: 15_000,
      message: `e-mail number ${count} to ${address}`,
    })
    .toBeGreaterThanOrEqual(count);
  const newest = (await messagesTo(stack, address)).at(-1);
  const code = newest?.body.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`the newest e-mail to ${address} holds no 6-digit code`);
  return code;
}

type TStoredEmail = { destination: { to: string[] }; body: { text?: string } };

/**
 * The 6-digit code of the first message to `email` in aws-ses-v2-local's store, polled every `pollMs` (the
 * sign-in bench measures delivery with it, so the interval is the caller's); throws after `timeoutMs`.
 */
export const waitForCode = async (
  sesUrl: string,
  email: string,
  { pollMs, timeoutMs = 30_000 }: { pollMs: number; timeoutMs?: number },
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const store = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: TStoredEmail[] };
    const message = store.emails.find((entry) => entry.destination.to.includes(email));
    const code = /\b(\d{6})\b/.exec(message?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`no code delivered to ${email} within ${timeoutMs} ms`);
};

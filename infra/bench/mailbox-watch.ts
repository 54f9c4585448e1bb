type TStoredEmail = {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  at: number;
};

const CODE_SUBJECT = /verification code/i;
const CODE = /\b(\d{6})\b/;
// How far back each poll reads (seconds): aws-ses-v2-local stamps messages in whole seconds.
const LOOKBACK_SECONDS = 5;
const CLEAR_EVERY_MS = 30_000;

/**
 * One poller of aws-ses-v2-local's store for many sign-ins at once: it reads only the last few seconds of
 * messages (`/store?since=`), hands each verification code to the sign-in waiting for its address, and empties
 * the store (`/clear-store`) whenever no code is awaited, so the stand-in's memory does not grow over a soak.
 */
export const watchMailbox = (sesUrl: string, options: { pollMs: number; timeoutMs: number }) => {
  const waiting = new Map<
    string,
    { since: number; resolve: (code: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  const seen = new Set<string>();
  let lastClear = Date.now();
  /** The whole second the last read of the store started in: what was stored since is stamped no earlier. */
  let lastReadSecond = 0;
  let stopped = false;

  const poll = async () => {
    if (waiting.size === 0) {
      if (Date.now() - lastClear > CLEAR_EVERY_MS) {
        lastClear = Date.now();
        seen.clear();
        await fetch(`${sesUrl}/clear-store`, { method: 'POST' }).then((response) => response.body?.cancel());
      }
      return;
    }
    // From the oldest awaited code's request on (never more than the lookback), and only what was stored since
    // the last read began: each poll reads what a waiting sign-in may need, not every e-mail of the last seconds
    // again (a soak's admin notices are most of them, 59 at once, and the stand-in serializes them in npm
    // start's own process, the ingress's).
    const oldest = Math.min(...[...waiting.values()].map((waiter) => waiter.since));
    const nowSecond = Math.floor(Date.now() / 1000);
    const since = Math.max(oldest, lastReadSecond, nowSecond - LOOKBACK_SECONDS);
    const response = await fetch(`${sesUrl}/store?since=${since}`);
    const { emails } = (await response.json()) as { emails: TStoredEmail[] };
    // Read: the next poll starts from this one's second (a failed read leaves it where it was).
    lastReadSecond = nowSecond;
    for (const email of emails) {
      if (seen.has(email.messageId) || !CODE_SUBJECT.test(email.subject)) continue;
      const code = CODE.exec(email.body.text ?? '')?.[1];
      for (const to of email.destination.to) {
        const waiter = waiting.get(to.toLowerCase());
        if (code === undefined || waiter === undefined || email.at < waiter.since) continue;
        seen.add(email.messageId);
        waiting.delete(to.toLowerCase());
        clearTimeout(waiter.timer);
        waiter.resolve(code);
      }
    }
  };

  const loop = async () => {
    while (!stopped) {
      await poll().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    }
  };
  void loop();

  return {
    /** Resolves with the next verification code sent to `email` from now on; rejects after `timeoutMs`. */
    nextCode(email: string): Promise<string> {
      const address = email.toLowerCase();
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(address);
          reject(new Error(`no code delivered to ${address} within ${options.timeoutMs} ms`));
        }, options.timeoutMs);
        // Whole seconds, one back: a message stamped in the second the request left still counts.
        waiting.set(address, { since: Math.floor(Date.now() / 1000) - 1, resolve, reject, timer });
      });
    },
    /** Stops waiting for `email`'s code (its request failed). */
    cancel(email: string) {
      const waiter = waiting.get(email.toLowerCase());
      if (waiter === undefined) return;
      clearTimeout(waiter.timer);
      waiting.delete(email.toLowerCase());
    },
    stop() {
      stopped = true;
      for (const waiter of waiting.values()) clearTimeout(waiter.timer);
      waiting.clear();
    },
  };
};

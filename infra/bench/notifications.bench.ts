import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import type { TIdentity, TSessionRecord } from '@gtm/contracts/identity';
import { NOTIFICATION_POLL_MS } from '@gtm/contracts/notifications';
import { PATHS } from '@gtm/contracts/paths';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import { hashSessionId } from '@gtm/service-kit/session-id';
import type { TBench } from './bench.ts';
import type { TBenchContext, TBenchRow, TTarget } from './bench.ts';
import { loadTest, median } from './load-test.ts';
import type { TRun } from './load-test.ts';
import { startBenchStack } from './bench-stack.ts';

const PATH = '/api/user/notifications';

type TPollTarget = TTarget & {
  /** A 200 with the whole feed (no ETag sent) rather than a 304. */ whole?: boolean;
};

/**
 * compareTargets for conditional GETs: every answer must be a 304 (autocannon counts it as non-2xx), or a 200
 * for a target reading the whole feed; anything else invalidates the run. Rounds alternate the targets' order.
 */
const measureNotModified = async (
  targets: readonly TPollTarget[],
  context: TBenchContext,
): Promise<TBenchRow[]> => {
  const runOnce = (target: TTarget, durationSec: number) =>
    loadTest(target.url, {
      connections: context.load.connections,
      durationSec,
      headers: target.headers?.(),
      watch: target.watch,
    });
  for (const target of targets) {
    context.log(`warming up ${target.label}`);
    await runOnce(target, context.warmupSec);
  }
  const runs = new Map<TTarget, TRun[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < context.rounds; round += 1) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      const run = await runOnce(target, context.load.durationSec);
      context.log(
        `round ${round + 1}/${context.rounds} ${target.label}: ${run.rps} req/s, p99 ${run.p99Ms} ms`,
      );
      if (run.failures !== (target.whole ? 0 : run.answered3xx))
        throw new Error(
          `${target.label}: ${run.failures} answers not ${target.whole ? '200' : '304'} in round ${round + 1}`,
        );
      runs.get(target)?.push(run);
    }
  }
  const baseline = runs.get(targets[0] as TTarget) as TRun[];
  return targets.map((target, index) => {
    const own = runs.get(target) as TRun[];
    return {
      label: target.label,
      rps: median(own.map((run) => run.rps)),
      p99Ms: median(own.map((run) => run.p99Ms)),
      cpuUsPerRequest: Object.fromEntries(
        Object.keys(target.watch ?? {})
          .filter((name) => own.every((run) => run.cpuUsPerRequest[name] !== undefined))
          .map((name) => [name, median(own.map((run) => run.cpuUsPerRequest[name] as number))]),
      ),
      ratio: index === 0 ? null : median(own.map((run, round) => run.rps / (baseline[round] as TRun).rps)),
      rounds: own,
    };
  });
};

/**
 * What an idle signed-in user costs: the header's bell asks `GET /api/user/notifications` every 30 s with the
 * last ETag, and an unchanged feed is a 304 decided by one Redis read in svc-candidates (no MongoDB). Measured
 * as that conditional GET, straight to svc-candidates (identity signed as the gateway would) and through the
 * gateway (the session read from Redis, the identity signed, the pass-through): requests per second and CPU
 * per request of each process, from which the cost of one idle user per minute follows.
 */
export const notificationsBench: TBench = {
  name: 'notifications',
  summary: "the bell's idle poll: GET /api/user/notifications answered 304 (direct vs through the gateway)",
  byDefault: false,
  async run(context) {
    const stack = await startBenchStack(context.log, { candidates: true });
    try {
      const userId = randomBytes(12).toString('hex');
      const identity: TIdentity = { kind: 'candidate', userId, role: 'SDR', sessionId: 'bench' };
      // A session as svc-auth writes it, so the gateway resolves the cookie as for a signed-in candidate.
      const sessionId = randomBytes(32).toString('base64url');
      const now = Date.now();
      const record: TSessionRecord = {
        userId,
        kind: 'candidate',
        role: 'SDR',
        createdAt: now,
        lastSeenAt: now,
        idleMinutes: 60,
      };
      const redis = new Redis(stack.redisUrl);
      try {
        await redis.set(sessionKey(hashSessionId(sessionId)), JSON.stringify(record), 'EX', 3600);
      } finally {
        redis.disconnect();
      }
      const cookie = `${SESSION_COOKIE}=${sessionId}`;
      // A full bell: 40 items, the newest 30 answered, 5 unread (as the worker stores them).
      const mongo = await mongoose
        .createConnection(stack.mongoUrl, { dbName: SERVICE_DATABASES['svc-candidates'] })
        .asPromise();
      try {
        await mongo.collection('notifications').insertMany(
          Array.from({ length: 40 }, (_, index) => ({
            recipientId: userId,
            eventId: `bench.${index}`,
            kind: 'profile-viewed',
            title: 'A hiring company viewed your profile',
            body: 'A hiring company opened your one-pager.',
            link: PATHS.candidate.dashboard,
            createdAt: new Date(now - index * 60_000),
            readAt: index < 5 ? null : new Date(now),
          })),
        );
      } finally {
        await mongo.close();
      }
      // The first read: the feed and its ETag, which every poll after it names.
      const first = await fetch(`${stack.gateway.url}${PATH}`, { headers: { cookie } });
      const etag = first.headers.get('etag');
      if (first.status !== 200 || !etag)
        throw new Error(`the first read answered ${first.status} without an ETag`);
      const poll = await fetch(`${stack.gateway.url}${PATH}`, { headers: { cookie, 'if-none-match': etag } });
      if (poll.status !== 304) throw new Error(`a poll with the ETag answered ${poll.status}, not 304`);
      const svcCandidates = stack.svcCandidates!;
      const targets: TPollTarget[] = [
        {
          label: '304 from svc-candidates direct',
          url: `${svcCandidates.url}${PATH}`,
          headers: () => ({ ...stack.signedHeaders(identity, 'GET', PATH), 'if-none-match': etag }),
          watch: { 'svc-candidates': svcCandidates.pid },
        },
        {
          label: '304 through the gateway',
          url: `${stack.gateway.url}${PATH}`,
          headers: () => ({ cookie, 'if-none-match': etag }),
          watch: { gateway: stack.gateway.pid, 'svc-candidates': svcCandidates.pid },
        },
        {
          label: '200 (whole feed, no ETag) through the gateway',
          url: `${stack.gateway.url}${PATH}`,
          headers: () => ({ cookie }),
          watch: { gateway: stack.gateway.pid, 'svc-candidates': svcCandidates.pid },
          whole: true,
        },
      ];
      const rows = await measureNotModified(targets, context);
      const perMinute = 60_000 / NOTIFICATION_POLL_MS;
      const through = rows[1];
      const cpu = through ? Object.values(through.cpuUsPerRequest).reduce((sum, us) => sum + us, 0) : null;
      return {
        title: `notification bell poll (304), ${context.load.connections} connections, ${context.rounds} x ${context.load.durationSec} s each (medians)`,
        rows,
        notes: [
          `An idle signed-in user with the page visible: ${perMinute} polls a minute (none while the tab is hidden).`,
          ...(cpu === null
            ? []
            : [
                `Server CPU per idle user: about ${Math.round(cpu * perMinute)} us a minute (gateway + svc-candidates), ` +
                  `so one core serves about ${Math.round(60_000_000 / (cpu * perMinute)).toLocaleString('en-US')} idle users.`,
              ]),
          'All processes share this machine: autocannon, the gateway and svc-candidates compete for its cores.',
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};

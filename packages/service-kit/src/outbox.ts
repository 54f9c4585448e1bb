import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { TQueueName } from '@gtm/contracts/queues';
import { AppError } from './app-error.ts';
import { withDeadline } from './health.ts';
import type { TLogger } from './logger.ts';
import { metricsRegistry } from './metrics.ts';
import { createQueue } from './queue.ts';
import { createQueueRedis, waitForRedis } from './redis.ts';

/** One job for the relay to add to BullMQ: its queue, name and data, and the id that is its job id. */
export type TOutboxMessage = {
  queue: TQueueName;
  name: string;
  data: unknown;
  /**
   * The event's id, unique and derived from the change where it has one (so a retried request stores the same
   * id once); the job id in BullMQ, which adds a job id once. A ':' (which BullMQ refuses) is stored as '-'.
   */
  id: string;
  /** Tries BullMQ gives the job, where it needs more than the queues' default. */
  attempts?: number;
  /**
   * BullMQ's priority, where the job may wait behind others of its queue (1 and up; a larger number waits
   * longer). A job without one goes first: BullMQ takes unprioritized jobs before prioritized ones.
   */
  priority?: number;
};

/** What a handler or a job publishes through: the events of one change, stored with it. */
export type TOutbox = {
  publish: (
    messages: TOutboxMessage | readonly TOutboxMessage[],
    unavailable?: (cause: unknown) => Error,
  ) => Promise<void>;
};

/** How long a publisher's own immediate send holds its row before any relay may take it (a crash meanwhile). */
export const OUTBOX_CLAIM_MS = 15_000;
/** Longest wait for Redis to take one job before the row is left to the relay. */
const SEND_DEADLINE_MS = 2_000;
/**
 * How often a relay looks again while it knows rows wait: its last round took one (more may wait), or a row it
 * tried is due again (also kicked at once when Redis comes back).
 */
const DEFAULT_POLL_MS = 1_000;
/**
 * How often an idle relay looks: a publisher sends its own rows at once, so a waiting row another process left
 * is one whose publisher died (held {@link OUTBOX_CLAIM_MS} anyway) or one stored while Redis was down (its
 * publisher's relay sends it when Redis is back). Looking every second instead cost each process one query of
 * the outbox a second whether anything waited or not.
 */
const DEFAULT_IDLE_POLL_MS = OUTBOX_CLAIM_MS;
/** The longest pause before a row whose send failed with Redis up is tried again. */
const RETRY_MAX_MS = 30_000;
/** Rows one relay round takes before it yields. */
const ROUND_ROWS = 100;
/**
 * How long a sent row's mark waits to be written with the others' (one command for them all), and how many
 * wait at most. A mark is bookkeeping, not part of the change: a row whose mark is lost (a crash) is sent again
 * after its hold, and its ids keep each job once. Well within {@link OUTBOX_CLAIM_MS}.
 */
const MARK_DELAY_MS = 1_000;
const MARK_BATCH = 100;
/** How long a sent row stays (without its data) as the tombstone of its id: a retry within it adds nothing. */
export const OUTBOX_SENT_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** How often the relay deletes sent rows past their retention. */
const SWEEP_EVERY_MS = 10 * 60_000;

const DUPLICATE_KEY = 11000;

/** A message as stored: its data as the JSON text BullMQ would store (absent once sent). */
type TStoredMessage = Omit<TOutboxMessage, 'data'> & { data?: string };

/** One row of `outbox`: the messages of one change, stored atomically as one document. */
export type TOutboxRow = {
  /** The first message's id: a retried change stores its row once. */
  _id: string;
  messages: TStoredMessage[];
  createdAt: Date;
  /** Before this no relay takes the row (a publisher is sending it, or a relay just took it). */
  heldUntil: Date;
  /** When every message was added to BullMQ; null while it waits. */
  sentAt: Date | null;
  /** Failed sends so far, and the last failure's message. */
  tries: number;
  lastError?: string;
};

const messageSchema = new Schema(
  {
    id: { type: String, required: true },
    queue: { type: String, required: true },
    name: { type: String, required: true },
    data: { type: String },
    attempts: { type: Number },
    priority: { type: Number },
  },
  { _id: false },
);

export const outboxSchema = new Schema(
  {
    _id: { type: String, required: true },
    messages: { type: [messageSchema], required: true },
    createdAt: { type: Date, required: true },
    heldUntil: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    tries: { type: Number, default: 0 },
    lastError: { type: String },
  },
  { collection: 'outbox', versionKey: false, minimize: false },
);
// The relay's query (rows waiting, free to take, oldest hold first) and the sweep of sent rows past retention.
outboxSchema.index({ sentAt: 1, heldUntil: 1 });

/** The relay's query for the next row to send: waiting, and held by nobody at `now`. */
export const waitingRowQuery = (now: Date) => ({
  filter: { sentAt: null, heldUntil: { $lte: now } },
  sort: { heldUntil: 1 as const },
});

/** The sweep's query: rows sent before `cutoff`. */
export const sweptRowsQuery = (cutoff: Date) => ({ filter: { sentAt: { $lt: cutoff } }, sort: {} });

/** Consecutive messages to the same queue, grouped in order. */
const runsByQueue = (messages: readonly TStoredMessage[]) => {
  const runs: { queue: TQueueName; messages: TStoredMessage[] }[] = [];
  for (const message of messages) {
    const last = runs[runs.length - 1];
    if (last?.queue === message.queue) last.messages.push(message);
    else runs.push({ queue: message.queue, messages: [message] });
  }
  return runs;
};

/** BullMQ job ids may not contain ':'. */
const jobIdOf = (id: string) => id.replace(/:/g, '-');

/** How many rows wait in each outbox this process has open, read when /metrics is scraped. */
const waitingCounters = new Set<() => Promise<number>>();
let waitingGauge: Gauge | undefined;
const countWaiting = (count: () => Promise<number>) => {
  waitingGauge ??= new Gauge({
    name: 'outbox_events_waiting',
    help: "Rows of this service's outbox not yet added to BullMQ (Redis down, or a relay behind), at the scrape.",
    registers: [metricsRegistry().registry],
    async collect() {
      const counts = await Promise.all([...waitingCounters].map((counter) => counter().catch(() => 0)));
      this.set(counts.reduce((sum, value) => sum + value, 0));
    },
  });
  waitingCounters.add(count);
  return () => waitingCounters.delete(count);
};

/**
 * A service process's outbox (`outbox` in its own database) and its relay to BullMQ. `publish` stores the
 * events of a change as one document (atomic without a transaction), then sends them at once when Redis is
 * up; with Redis down it returns all the same, and the events wait in MongoDB. The relay (every process of
 * the service runs one: serving replicas and the worker) takes the rows that wait, adds each message to its
 * queue with the message id as the job id, and marks the row sent (the marks of a second's sends written
 * together, after the request that published them has answered): a row relayed twice (two processes, or a
 * crash between the add and the mark) adds its jobs once, and the consumers keep the ids they applied. Sent
 * rows keep their ids (not their data) for {@link OUTBOX_SENT_RETENTION_MS}, swept in code.
 */
export const openOutbox = async (options: {
  mongo: Connection;
  redisUrl: string;
  log: TLogger;
  /** How often the relay looks again while rows wait (default 1 s). */
  pollMs?: number;
  /** How often an idle relay looks for rows other processes left (default {@link OUTBOX_CLAIM_MS}). */
  idlePollMs?: number;
  /** Start the relay (default true); false only for a test that drives `relay()` itself. */
  relay?: boolean;
  /** How long opening waits for Redis (default 5 s; the outbox works without it, storing what waits). */
  waitForRedisMs?: number;
}) => {
  const { log } = options;
  // One model per connection, whoever opened it first (a test may open a second outbox on it).
  const Outbox =
    (options.mongo.models.Outbox as Model<TOutboxRow> | undefined) ??
    options.mongo.model<TOutboxRow>('Outbox', outboxSchema);
  await Outbox.init();
  const connection = createQueueRedis(options.redisUrl, { name: 'outbox', log });
  const producers = new Map<TQueueName, ReturnType<typeof createQueue>>();
  const producerOf = (name: TQueueName): Queue => {
    let producer = producers.get(name);
    if (!producer) {
      producer = createQueue<unknown>(name, { redisUrl: options.redisUrl, log, connection });
      producers.set(name, producer);
    }
    return producer.queue;
  };
  const redisReady = () => connection.status === 'ready';
  const waitMs = options.waitForRedisMs ?? 5_000;
  if (waitMs > 0) {
    await waitForRedis(connection, waitMs).catch((error: unknown) =>
      log.warn({ err: error }, 'outbox opened without Redis: events wait in MongoDB'),
    );
  }

  /**
   * Rows sent whose marks are not yet written, with the messages each keeps (its ids, without the data). Marked
   * together after {@link MARK_DELAY_MS} (or at {@link MARK_BATCH} rows, or `flush`): a request that publishes
   * no longer waits for a second write of its row, and a burst of sends costs one command.
   */
  const unmarked = new Map<string, Omit<TStoredMessage, 'data'>[]>();
  let markTimer: NodeJS.Timeout | null = null;
  let marking: Promise<void> = Promise.resolve();
  /** Writes the marks of every row sent so far (one command); resolves once they are written or failed. */
  const flush = (): Promise<void> => {
    if (markTimer) clearTimeout(markTimer);
    markTimer = null;
    if (unmarked.size === 0) return marking;
    const batch = [...unmarked];
    unmarked.clear();
    const sentAt = new Date();
    marking = marking
      .then(() =>
        Outbox.bulkWrite(
          batch.map(([_id, messages]) => ({
            updateOne: { filter: { _id, sentAt: null }, update: { $set: { sentAt, messages } } },
          })),
          { ordered: false },
        ),
      )
      .then(
        () => undefined,
        // Sent all the same: each row goes again after its hold, and its ids add each job once.
        (error: unknown) => log.warn({ err: error, rows: batch.length }, 'outbox marks not written'),
      );
    return marking;
  };
  const markSent = (row: Pick<TOutboxRow, '_id' | 'messages'>) => {
    // The data has reached BullMQ: the row keeps its ids only.
    unmarked.set(
      row._id,
      row.messages.map(({ data: _data, ...rest }) => rest),
    );
    if (unmarked.size >= MARK_BATCH) void flush();
    else if (markTimer === null) {
      markTimer = setTimeout(() => void flush(), MARK_DELAY_MS);
      markTimer.unref();
    }
  };

  /** Adds a row's messages in order; marks it sent (soon, with others), or gives it back to the relay. */
  const send = async (row: Pick<TOutboxRow, '_id' | 'messages' | 'tries'>): Promise<boolean> => {
    try {
      if (!redisReady()) throw new Error(`redis not ready (${connection.status})`);
      // In order, each run of messages to one queue added in one call (an admin notice's e-mails are one row).
      for (const run of runsByQueue(row.messages)) {
        await withDeadline(
          producerOf(run.queue).addBulk(
            run.messages.map((message) => ({
              name: message.name,
              data: JSON.parse(message.data ?? 'null') as unknown,
              opts: {
                jobId: message.id,
                ...(message.attempts ? { attempts: message.attempts } : {}),
                ...(message.priority ? { priority: message.priority } : {}),
              },
            })),
          ),
          SEND_DEADLINE_MS,
        );
      }
    } catch (error) {
      // Again at once when Redis was not up (the relay waits for it); else after a growing pause.
      const pauseMs = redisReady() ? Math.min(RETRY_MAX_MS, 1_000 * 2 ** (row.tries ?? 0)) : 0;
      lookAgainIn(pauseMs);
      await Outbox.updateOne(
        { _id: row._id, sentAt: null },
        {
          $set: {
            heldUntil: new Date(Date.now() + pauseMs),
            lastError: error instanceof Error ? error.message : String(error),
          },
          $inc: { tries: 1 },
        },
      )
        .exec()
        .catch((failure: unknown) =>
          log.warn({ err: failure, outboxId: row._id }, 'outbox row not released'),
        );
      log.warn({ err: error, outboxId: row._id }, 'outbox row waits for Redis');
      return false;
    }
    markSent(row);
    return true;
  };

  let closed = false;
  /** The first close (a second call waits for it). */
  let closing: Promise<void> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let lastSweep = 0;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const idlePollMs = options.idlePollMs ?? DEFAULT_IDLE_POLL_MS;
  /** When the timer's next look is due: soon while rows wait, else after the idle pause. */
  let nextLookAt = 0;
  const lookAgainIn = (ms: number) => {
    nextLookAt = Math.min(nextLookAt, Date.now() + ms);
  };

  /** Deletes rows sent longer than the retention ago; answers how many. */
  const sweep = async (now = new Date()) => {
    const { filter } = sweptRowsQuery(new Date(now.getTime() - OUTBOX_SENT_RETENTION_MS));
    const { deletedCount } = await Outbox.deleteMany(filter).exec();
    return deletedCount;
  };

  const round = async () => {
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await sweep();
    }
    // Nothing found this round: the timer looks again after the idle pause (or sooner, see lookAgainIn).
    nextLookAt = Date.now() + idlePollMs;
    for (let taken = 0; taken < ROUND_ROWS && !closed && redisReady(); taken += 1) {
      const now = new Date();
      const { filter, sort } = waitingRowQuery(now);
      const row = await Outbox.findOneAndUpdate(
        filter,
        { $set: { heldUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS) } },
        { sort, returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (!row) return;
      // A row waited: others may follow it, or be held by a relay that stops.
      lookAgainIn(pollMs);
      if (!(await send(row))) return;
    }
    // A full round: more may wait.
    if (!closed && redisReady()) again = true;
  };

  /** Runs a relay round now (one at a time; a call during one runs another after it). */
  const relay = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round().catch((error: unknown) => log.warn({ err: error }, 'outbox relay round failed'));
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  /** Rows not yet added to BullMQ (the marks of rows sent are written first). */
  const waiting = async () => {
    await flush();
    return Outbox.countDocuments({ sentAt: null }).exec();
  };
  const uncount = countWaiting(waiting);

  const timer =
    options.relay === false
      ? null
      : setInterval(() => {
          if (Date.now() >= nextLookAt) void relay();
        }, pollMs);
  timer?.unref();
  // Redis back: what waited goes at once.
  if (options.relay !== false) connection.on('ready', () => void relay());

  return {
    /**
     * Stores the messages of one change as one row (keyed by the first message's id: a row stored before is
     * left as it is), then sends them when Redis is up. Throws only when MongoDB does not store the row: what
     * `unavailable` makes of the failure (the caller's words for its user), else an UNAVAILABLE error.
     */
    async publish(
      messages: TOutboxMessage | readonly TOutboxMessage[],
      unavailable?: (cause: unknown) => Error,
    ): Promise<void> {
      const list = (Array.isArray(messages) ? messages : [messages]) as readonly TOutboxMessage[];
      const first = list[0];
      if (!first) return;
      const now = new Date();
      const row = {
        _id: jobIdOf(first.id),
        messages: list.map(({ data, ...message }) => ({
          ...message,
          id: jobIdOf(message.id),
          data: JSON.stringify(data ?? null),
        })),
        createdAt: now,
        // Held for this publisher's own send; a crash before it leaves the row to the relay after the hold.
        heldUntil: new Date(now.getTime() + (redisReady() ? OUTBOX_CLAIM_MS : 0)),
        sentAt: null,
        tries: 0,
      };
      try {
        await Outbox.create(row);
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return;
        log.error({ err: error, outboxId: row._id }, 'outbox row not stored');
        throw unavailable
          ? unavailable(error)
          : new AppError('UNAVAILABLE', {
              internalMessage: `outbox row ${row._id} not stored`,
              cause: error,
            });
      }
      if (redisReady()) await send(row).catch((error: unknown) => log.warn({ err: error }, 'outbox send'));
      // Stored while Redis was down: Redis coming back kicks the relay; the timer looks soon as well.
      else lookAgainIn(pollMs);
    },
    relay,
    sweep,
    flush,
    /** Rows waiting to be sent. */
    waiting,
    /** The stored row of an id (tests, operators). */
    rowOf: (id: string) => Outbox.findById(jobIdOf(id)).lean<TOutboxRow>().exec(),
    /**
     * Stops the relay (a round in progress finishes), writes the marks of rows sent, then closes the producers
     * and their connection. Once: a second call waits for the first.
     */
    close() {
      closing ??= (async () => {
        closed = true;
        uncount();
        if (timer) clearInterval(timer);
        await running;
        await flush();
        await Promise.all([...producers.values()].map((producer) => producer.close()));
        // QUIT waits for a connection that is not up (and reconnecting goes on): that one is simply dropped.
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      })();
      return closing;
    },
  };
};
export type TOutboxRelay = Awaited<ReturnType<typeof openOutbox>>;

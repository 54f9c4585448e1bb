import { Types } from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import { ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { employerAccessKey } from '@gtm/contracts/clients';
import type { TEmployerAccessSnapshot } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { dashboardCountersOn } from '../../dashboard-counters/dashboard-counters.repository.ts';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

/**
 * Issue 24, item 3: how many MongoDB round trips each employer request makes, counted with the driver's command
 * monitoring on the app's own connection. A round trip is one command the driver sends (find, aggregate,
 * distinct, insert, update, findAndModify, getMore...), in parallel or not; reads (find, aggregate, distinct,
 * count, getMore) and writes (insert, update, delete, findAndModify) are counted apart.
 *
 * What is counted: every command started on the app's connection from the moment the request is sent until its
 * answer, except the outbox relay's own polling, which runs on the same connection whatever the request does:
 * its claim of a waiting row (`findAndModify` on `outbox`), its sweep (`delete` on `outbox`) and the
 * waiting-rows gauge (`count` on `outbox`). A request never sends those; what a request publishes (the `insert`
 * of its outbox row) is counted. The mark that a row was sent is not the request's: the outbox writes the marks
 * of the rows sent meanwhile together, later (`flush` before each measurement writes the earlier requests'
 * marks, so none lands in another request's count). So are a repeat open's view and the dashboard's count of
 * opens, written with the other opens of their second (flushed before each measurement the same way). No other process or loop uses this connection in this test
 * (no worker is started).
 *
 * Reads are measured on a whole cache miss (everything kept dropped, as after an admin's edit). Writes are
 * measured both ways: on a whole miss, and with only the company's reads dropped (as after any write of the
 * company: its evaluations, comments and requests drop its reads only), when the client's view of the candidate
 * (share, combine, one-pager, profile, account: computed once per company, share, candidate and view type) is
 * still kept from the company's last read or write of the candidate.
 *
 * Reached, against the issue's targets (3 round trips per read, 4 per write; no document read twice). Each
 * repository exports the `$lookup` stages of its own collection and the reads compose them. A candidate route
 * (a one-pager, its PDF, an evaluation, a comment, an interview request, an outcome) reads ONE command on a whole
 * miss: the shares' aggregate of the share, joined with its combine, the one-pager by id, its candidate's profile
 * and account, and the company's current state the route needs (its evaluation; its requests of the candidate;
 * the candidate's outcomes; for the one-pager its evaluation, comments, requests and views). The client view
 * (share, combine, one-pager, profile, account) is kept per company, share, candidate and view type, never with
 * the company's state; kept, the route reads its state alone (one command; the PDF and a comment none). The
 * dashboard and a combine read 2 on a miss (the shares with their combines and the company's activity; the
 * combines' one-pagers with their profiles and accounts), 1 when the views are kept.
 *
 *   request                   whole miss          client view kept    before (whole miss)
 *   dashboard                 2 reads             1 read              2
 *   combine                   2 reads             1 read              2
 *   one-pager, first open     1 read + 3 writes   -                   2 + 4
 *   one-pager, again          -                   1 read              1 + 1
 *   PDF                       1 read              none                2
 *   outcome (read)            1 read              1 read              4 (kept: 2)
 *   evaluation                1 read + 2 writes   1 read + 2 writes   3 + 3 (kept: 1 + 3)
 *   comment                   1 read + 1 write    1 write             2 + 1
 *   interview request         1 read + 2 writes   2 reads + 2 writes  3 + 3 (kept: 1 + 3)
 *   its cancel (employer)     1 read + 2 writes   1 read + 2 writes   3 + 3 (kept: 3 + 3)
 *   outcome                   1 read + 2 writes   1 read + 2 writes   3 + 3 (kept: 1 + 3)
 *
 * A new interview request also reads the candidate's confirmed hires (issue 34: a candidate placed with another
 * company receives none): joined on a miss; when the view is kept, a second find beside its requests', at once.
 * The employer's confirm, reschedule, cancel and .ics of a request check the share and the candidate the same
 * way, with the request (by id) as their state; their change is a findAndModify that answers the request after
 * (kept, the request's find and that change both name it: only the whole miss is measured here).
 * A one-pager's first open writes its view's record, the share's first view and its event's outbox row (a later
 * open writes nothing itself: its view is written with the other opens of its second); a write writes itself and
 * its outbox row (a comment publishes nothing).
 */
let t: TCandidatesTestApp;
let commands: CommandStartedEvent[] = [];
let recording = false;

const RELAY_ONLY = new Set(['findAndModify', 'delete', 'count']);

beforeAll(async () => {
  t = await openCandidatesTestApp({ monitorCommands: true });
  t.ctx.mongo.getClient().on('commandStarted', (event: CommandStartedEvent) => {
    if (!recording) return;
    const collection = event.command[event.commandName] as unknown;
    if (collection === 'outbox' && RELAY_ONLY.has(event.commandName)) return;
    commands.push(event);
  });
});
afterAll(() => t.close());

type TMeasured = {
  status: number;
  /** The answer's body as text. */
  body: string;
  roundTrips: number;
  reads: number;
  writes: number;
  names: string[];
  readTwice: string[];
};

const READS = new Set(['find', 'aggregate', 'distinct', 'count', 'getMore']);

/** The key of what a find or findAndModify read: its collection and each `_id` it names, else its whole filter. */
const readKeysOf = (event: CommandStartedEvent): string[] => {
  const { command, commandName } = event;
  if (commandName !== 'find' && commandName !== 'findAndModify') return [];
  const collection = String(command[commandName]);
  const filter = (commandName === 'find' ? command.filter : command.query) as Record<string, unknown>;
  const id = filter?._id as unknown;
  if (id !== undefined) {
    const ids = typeof id === 'object' && id !== null && '$in' in id ? (id as { $in: unknown[] }).$in : [id];
    return ids.map((value) => `${collection}/_id=${String(value)}`);
  }
  return [`${collection}/${JSON.stringify(filter)}`];
};

/** Sends a request and counts the commands sent meanwhile (see above for what is left out). */
const measure = async (
  method: string,
  path: string,
  identity: TIdentity,
  body?: unknown,
  /** What is dropped first: everything kept ('*'), or one company's reads (its client views stay kept). */
  drop = '*',
): Promise<TMeasured> => {
  await t.deps.employerReads.changed(drop);
  // The marks of rows earlier requests published, and the opens they counted, written now rather than during
  // this request.
  await t.ctx.outbox.flush();
  await t.deps.onePagerViews.flush();
  await dashboardCountersOn(t.ctx.mongo).flush();
  commands = [];
  recording = true;
  const response = await t.client.request(method, path, {
    identity,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  recording = false;
  const seen = new Map<string, number>();
  for (const key of commands.flatMap(readKeysOf)) seen.set(key, (seen.get(key) ?? 0) + 1);
  return {
    status: response.status,
    body: text,
    roundTrips: commands.length,
    reads: commands.filter((event) => READS.has(event.commandName)).length,
    writes: commands.filter((event) => !READS.has(event.commandName)).length,
    names: commands.map((event) => `${event.commandName} ${String(event.command[event.commandName])}`),
    readTwice: [...seen].filter(([, count]) => count > 1).map(([key]) => key),
  };
};

const content = (name: string): TOnePagerContent => ({
  name,
  title: 'Sales Development Representative',
  location: 'Austin, TX',
  salaryExpectations: '$60,000 - $80,000',
  methodologies: ['SPIN'],
  industries: ['FinTech'],
  dealCycles: [],
  targetRoles: ['Sales Development Representative'],
  quota: '',
  quotaAttainment: '',
  averageACV: '',
  achievements: [`${name} booked 40 meetings a month`],
  summaryItems: [],
  dealWalkthroughSituation: `${name} took over a cold territory.`,
  dealWalkthroughAction: 'Rebuilt the sequence.',
  dealWalkthroughResult: 'Pipeline doubled in a quarter.',
});

/** A candidate with an account, a profile (public) and a one-pager in the combine. */
const candidate = async (name: string, combineId: string) => {
  const userId = new Types.ObjectId().toString();
  await t.deps.accounts.registered({ userId, email: `${userId}@candidate.test`, name, at: new Date() });
  await t.deps.profiles.saveOnboarding(userId, {
    role: 'SDR',
    form: ZSdrProfileInput.parse(SAMPLE_SDR_PROFILE),
    common: {},
  });
  await t.deps.profiles.updateSettings(userId, {
    name,
    phone: '+1 415 555 0100',
    linkedinUrl: '',
    notifications: { email: true, matches: true, interviews: true, messages: true },
    privacy: { profilePublic: true, showContact: true },
  });
  const profile = await t.deps.profiles.findByUserId(userId);
  const onePager = await t.deps.onePagers.create({
    candidateUserId: userId,
    candidateProfileId: profile!._id.toString(),
    title: `${name} - SDR`,
    candidateName: name,
    status: 'active',
    summary: `${name} is a top SDR.`,
    industries: ['FinTech'],
    methodologies: ['SPIN'],
    content: content(name),
    talentCombines: [{ talentCombineId: combineId }],
  });
  return onePager._id.toString();
};

/** A company, an enabled employer of it (their access snapshot in Redis, as svc-clients writes it), a share. */
const setUp = async (viewType: 'full' | 'anonymized') => {
  const combine = await t.deps.talentCombines.create({
    name: `Combine ${viewType}`,
    description: 'Pre-vetted candidates.',
    status: 'active',
    targetDate: '2030-06-30',
  });
  const combineId = combine._id.toString();
  const onePagerIds = [
    await candidate('Kimberly Ostrander', combineId),
    await candidate('Rajesh Patel', combineId),
  ];
  const company = { id: new Types.ObjectId().toString(), name: `Company ${viewType}` };
  const userId = new Types.ObjectId().toString();
  const snapshot: TEmployerAccessSnapshot = {
    state: 'allowed',
    access: {
      clientUserId: new Types.ObjectId().toString(),
      name: 'Erin Employer',
      email: `${userId}@client.test`,
      company: { ...company, view_type: viewType, email_frequency: 'immediately' },
    },
  };
  await t.ctx.redis.set(employerAccessKey(userId), JSON.stringify(snapshot), 'EX', 600);
  const { share } = await t.deps.combineShares.share(
    combineId,
    company,
    { id: new Types.ObjectId().toString(), name: 'Ada Sharer' },
    new Date(),
  );
  const identity: TIdentity = { kind: 'employer', userId, role: null };
  return { identity, companyId: company.id, shareId: share._id.toString(), onePagerIds };
};

const base = (shareId: string, onePagerId?: string) =>
  `/api/employer/combines/${shareId}${onePagerId ? `/one-pagers/${onePagerId}` : ''}`;

describe.each(['full', 'anonymized'] as const)('employer round trips, %s view', (viewType) => {
  let s: Awaited<ReturnType<typeof setUp>>;
  const counts: Record<string, TMeasured> = {};
  beforeAll(async () => {
    s = await setUp(viewType);
  });
  afterAll(() => {
    // The counts, for the report (TEST_LOG_LEVEL is for the app; this prints only when asked).
    if (process.env.ROUND_TRIPS_PRINT)
      console.log(
        viewType,
        Object.fromEntries(Object.entries(counts).map(([name, m]) => [name, [m.roundTrips, ...m.names]])),
      );
  });

  /**
   * Records a request's counts and what is wrong with them (each test checks all of its requests at its end):
   * at most `limit.reads` reads and `limit.writes` writes (the numbers reached: a regression fails).
   */
  let wrong: string[] = [];
  const expectAtMost = (
    name: string,
    measured: TMeasured,
    status: number,
    limit: { reads: number; writes: number },
  ) => {
    counts[name] = measured;
    if (measured.status !== status) wrong.push(`${name}: answered ${measured.status}, not ${status}`);
    if (measured.readTwice.length > 0) wrong.push(`${name}: read twice ${measured.readTwice.join(', ')}`);
    if (measured.reads > limit.reads || measured.writes > limit.writes)
      wrong.push(
        `${name}: ${measured.reads} reads and ${measured.writes} writes (at most ${limit.reads} and ${limit.writes}): ${measured.names.join('; ')}`,
      );
  };
  beforeEach(() => {
    wrong = [];
  });
  afterEach(() => {
    expect(wrong).toEqual([]);
  });

  test('reads: the dashboard, a combine, a one-pager and its PDF on a cache miss', async () => {
    // On a whole miss: the dashboard and a combine 2 reads, a one-pager, its PDF and its outcome 1 (the issue's
    // target: 3; at first 7, 9, 9 of the one-pager's 13, 5). Each then again with only the company's reads
    // dropped (as after its own write): the views kept are not computed again, the company's state is read in
    // one command.
    const own = (path: string) => measure('GET', path, s.identity, undefined, s.companyId);
    const dashboard = '/api/employer/combines';
    expectAtMost('dashboard', await measure('GET', dashboard, s.identity), 200, { reads: 2, writes: 0 });
    expectAtMost('dashboard, views kept', await own(dashboard), 200, { reads: 1, writes: 0 });
    expectAtMost('combine', await measure('GET', base(s.shareId), s.identity), 200, { reads: 2, writes: 0 });
    expectAtMost('combine, views kept', await own(base(s.shareId)), 200, { reads: 1, writes: 0 });
    // The first open reads the view and the company's activity about the candidate in one command, and records
    // the view, the share's first view, and the company's first view of the candidate as an event (its outbox
    // row). It drops every kept read: the PDF's whole miss computes the view again.
    const onePager = base(s.shareId, s.onePagerIds[0]);
    expectAtMost('one-pager', await measure('GET', onePager, s.identity), 200, { reads: 1, writes: 3 });
    expectAtMost('pdf', await measure('GET', `${onePager}/pdf`, s.identity), 200, { reads: 1, writes: 0 });
    expectAtMost('outcome read', await measure('GET', `${onePager}/outcome`, s.identity), 200, {
      reads: 1,
      writes: 0,
    });
    // The view kept: the one-pager reads the company's activity and holds its open for the next second's write;
    // the PDF reads nothing; the outcome reads the company's outcome and the candidate's hires.
    expectAtMost('one-pager, view kept', await own(onePager), 200, { reads: 1, writes: 0 });
    expectAtMost('pdf, view kept', await own(`${onePager}/pdf`), 200, { reads: 0, writes: 0 });
    expectAtMost('outcome read, view kept', await own(`${onePager}/outcome`), 200, { reads: 1, writes: 0 });
  });

  test('writes: an evaluation, a comment, an interview request and an outcome', async () => {
    const onePager = base(s.shareId, s.onePagerIds[1]);
    const evaluation = { decision: 'interested', rating: 3 };
    // On a whole miss: one read of the view with the current evaluation, then the write and its outbox row
    // (before: 6; at first 12).
    const missed = { reads: 1, writes: 2 };
    expectAtMost(
      'evaluation, miss',
      await measure('PUT', `${onePager}/evaluation`, s.identity, evaluation),
      200,
      missed,
    );
    // From here the company's own writes drop its reads only: the client's view stays kept.
    const kept = (method: string, path: string, body: unknown) =>
      measure(method, path, s.identity, body, s.companyId);
    // Kept: the current state alone (one find), the write and its outbox row.
    const change = { decision: 'pass', passReason: 'Not the right fit' };
    const written = { reads: 1, writes: 2 };
    expectAtMost('evaluation', await kept('PUT', `${onePager}/evaluation`, change), 200, written);
    const comment = { body: 'Strong opener.' };
    expectAtMost('comment', await kept('POST', `${onePager}/comments`, comment), 201, {
      reads: 0,
      writes: 1,
    });
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const request = { slots: [{ start, durationMinutes: 30 }], note: 'Looking forward.' };
    // Its requests of the candidate and the candidate's confirmed hires (two finds at once), then the write.
    expectAtMost('interview request', await kept('POST', `${onePager}/interview-requests`, request), 201, {
      reads: 2,
      writes: 2,
    });
    const stage = { stage: 'interviewing', note: '' };
    expectAtMost('outcome', await kept('PUT', `${onePager}/outcome`, stage), 200, written);
    // On a whole miss again, each with one read of the view and the current state (before: comment 3,
    // interview request 6, outcome 6; at first 6, 9, 9).
    const other = base(s.shareId, s.onePagerIds[0]);
    expectAtMost(
      'comment, miss',
      await measure('POST', `${other}/comments`, s.identity, { body: 'Fine.' }),
      201,
      { reads: 1, writes: 1 },
    );
    const requestedOnMiss = await measure('POST', `${other}/interview-requests`, s.identity, request);
    expectAtMost('interview request, miss', requestedOnMiss, 201, missed);
    // The employer's change of its request on a whole miss: the request joined to the view's read.
    const { id: otherRequestId } = JSON.parse(requestedOnMiss.body) as { id: string };
    expectAtMost(
      'interview cancel, miss',
      await measure('POST', `${other}/interview-requests/${otherRequestId}/cancel`, s.identity, {
        reason: '',
      }),
      200,
      missed,
    );
    expectAtMost('outcome, miss', await measure('PUT', `${other}/outcome`, s.identity, stage), 200, missed);
  });
});

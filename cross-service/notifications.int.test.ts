import { ZApiError } from '@gtm/contracts/api-errors';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { NOTIFICATION_ANSWERS, ZNotificationFeed, ZNotificationsMarked } from '@gtm/contracts/notifications';
import { ZOwnOnePager } from '@gtm/contracts/talent';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * The notification centre on real services: hiring events published through svc-candidates' outbox and
 * relayed to the `hiring-events` queue, applied by the notifications consumer, whose readers come from
 * svc-clients (a company's enabled users) and svc-auth (the admins and their settings) over HTTP; then each
 * reader's feed through svc-candidates' routes.
 */
let s: TEmployerStack;
type TStarted = Awaited<ReturnType<TEmployerStack['candidates']['startNotificationsWorker']>>;
let started: TStarted;
let inbox: TStarted['inbox'];

beforeAll(async () => {
  s = await openEmployerStack();
  started = await s.candidates.startNotificationsWorker();
  inbox = started.inbox;
});
afterAll(() => s.close());

const FEED = '/api/user/notifications';
const READ = '/api/user/notifications/read';

const feedOf = async (identity: TIdentity) => {
  const response = await s.request('GET', FEED, identity);
  expect(response.status).toBe(200);
  return ZNotificationFeed.parse(await response.json());
};

/** Publishes events as the services do (through the outbox) and waits until the worker applied them all. */
const publish = async (...events: THiringEvent[]) => {
  for (const event of events) await s.candidates.ctx.outbox.publish(outboxMessage.hiringEvent(event));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const applied = await Promise.all(events.map((event) => inbox.has(`notifications:${event.eventId}`)));
    if (applied.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error('hiring events not applied in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

let sequence = 0;
const eventId = (type: string) => `${type}.test.${Date.now()}.${(sequence += 1)}`;

/** A shared combine: a public candidate and a private one, a company with two enabled users and a disabled one. */
const setUp = async () => {
  const combine = await s.combine();
  const shown = await s.candidate({
    first: 'Nadia',
    last: 'Feedwell',
    privacy: { profilePublic: true, showContact: true },
    combineIds: [combine.id],
  });
  const hidden = await s.candidate({
    first: 'Paul',
    last: 'Privaten',
    privacy: { profilePublic: false, showContact: false },
    combineIds: [combine.id],
  });
  const company = await s.company({ viewType: 'anonymized', name: `Acme Notify ${Date.now()}` });
  const colleague = await s.employerOf(company.id);
  const disabled = await s.employerOf(company.id);
  const disabledRow = await s.clients.users.findByUserId(disabled.userId!);
  await s.clients.users.update(disabledRow!._id.toString(), { is_enabled: false });
  const shareId = '6650000000000000000000' + String(10 + (sequence % 89));
  return { combine, shown, hidden, company, colleague, disabled, shareId };
};

describe('notification centre', () => {
  it('feeds each kind its own items: the candidate without the company, the company’s enabled users, the admins by their settings', async () => {
    const alerted = await s.admin('Alma Alerted');
    const quiet = await s.admin('Quentin Quiet');
    await s.auth.users.update(quiet.userId!, { 'notifications.newCandidateAlerts': false });
    const { combine, shown, hidden, company, colleague, disabled, shareId } = await setUp();
    const ref = {
      shareId,
      combineId: combine.id,
      companyId: company.id,
      companyName: company.name,
      onePagerId: shown.onePagerId,
      candidateUserId: shown.userId,
    };
    await publish(
      {
        type: 'one-pager.ready',
        eventId: eventId('one-pager.ready'),
        at: Date.now() - 5000,
        onePagerId: shown.onePagerId,
        candidateUserId: shown.userId,
      },
      {
        type: 'combine.shared',
        eventId: eventId('combine.shared'),
        at: Date.now() - 4000,
        shareId,
        combineId: combine.id,
        combineName: combine.name,
        companyId: company.id,
        companyName: company.name,
        candidates: [
          { onePagerId: shown.onePagerId, candidateUserId: shown.userId },
          { onePagerId: hidden.onePagerId, candidateUserId: hidden.userId },
        ],
      },
      { type: 'candidate.viewed', eventId: eventId('candidate.viewed'), at: Date.now() - 3000, ...ref },
      {
        type: 'interview.requested',
        eventId: eventId('interview.requested'),
        at: Date.now() - 2000,
        ...ref,
        requestId: '66500000000000000000aaaa',
      },
      {
        type: 'interview.answered',
        eventId: eventId('interview.answered'),
        at: Date.now() - 1000,
        ...ref,
        requestId: '66500000000000000000aaaa',
        action: 'accept',
      },
      {
        type: 'candidate.registered',
        eventId: eventId('candidate.registered'),
        at: Date.now(),
        candidateUserId: '66500000000000000000bbbb',
        name: 'Newt Newcomer',
      },
    );

    const candidateFeed = await feedOf(shown.identity);
    expect(candidateFeed.items.map((item) => item.kind)).toEqual([
      'interview-requested',
      'profile-viewed',
      'profile-shared',
      'one-pager-ready',
    ]);
    expect(candidateFeed.unread).toBe(4);
    const shared = candidateFeed.items.find((item) => item.kind === 'profile-shared')!;
    expect(shared.title).toBe('Your profile was shared with a hiring company');
    // Shares and views never name the company to the candidate; the interview request does, as it shows it.
    for (const item of candidateFeed.items.filter((entry) => entry.kind !== 'interview-requested')) {
      expect(JSON.stringify(item)).not.toContain(company.name);
    }
    expect(candidateFeed.items.find((item) => item.kind === 'one-pager-ready')!.link).toBe(
      `/candidate/one-pagers/${shown.onePagerId}`,
    );
    // A candidate whose profile companies cannot see was not shared.
    expect((await feedOf(hidden.identity)).items).toEqual([]);

    for (const employer of [company.employer, colleague]) {
      const feed = await feedOf(employer);
      expect(feed.items.map((item) => item.kind)).toEqual(['interview-answered', 'combine-shared']);
      expect(feed.items[0]).toMatchObject({
        title: 'A candidate accepted your interview request',
        link: `/employer/combines/${shareId}/candidates/${shown.onePagerId}`,
        readAt: null,
      });
      expect(feed.items[1]!.link).toBe(`/employer/combines/${shareId}`);
      // The company may see candidates anonymized: no candidate's name.
      expect(JSON.stringify(feed)).not.toContain('Feedwell');
    }
    expect((await feedOf(disabled)).items).toEqual([]);

    // The admins hear of every event, other test files' too (their events reach this worker): this test's own.
    const ours = (feed: Awaited<ReturnType<typeof feedOf>>) => ({
      items: feed.items.filter(
        (item) => item.title.includes('Newt Newcomer') || item.title.includes(company.name),
      ),
    });
    const alertedFeed = ours(await feedOf(alerted));
    expect(alertedFeed.items.map((item) => item.kind)).toEqual([
      'candidate-registered',
      'interview-answered',
      'interview-requested',
    ]);
    expect(alertedFeed.items[0]!.title).toBe('New candidate: Newt Newcomer');
    expect(alertedFeed.items[1]!.title).toBe(`Nadia Feedwell accepted ${company.name}’s interview request`);
    expect(alertedFeed.items[1]!.link).toBe(`/admin/dashboard/talent-combines/${combine.id}`);
    // newCandidateAlerts off: everything but the new candidate.
    expect(ours(await feedOf(quiet)).items.map((item) => item.kind)).toEqual([
      'interview-answered',
      'interview-requested',
    ]);
  });

  it('stores an event once per reader, however often it is delivered', async () => {
    const { shown } = await setUp();
    const event: THiringEvent = {
      type: 'one-pager.ready',
      eventId: eventId('one-pager.ready'),
      at: Date.now(),
      onePagerId: shown.onePagerId,
      candidateUserId: shown.userId,
    };
    await publish(event);
    // Delivered again under another job id (the inbox skips it) and applied again directly (the upsert does).
    await s.candidates.ctx.outbox.publish({
      ...outboxMessage.hiringEvent(event),
      id: `${event.eventId}.again`,
    });
    await started.consumer.apply(event);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await s.candidates.deps.notifications.count({ recipientId: shown.userId })).toBe(1);
    expect((await feedOf(shown.identity)).unread).toBe(1);
  });

  it('marks read only the caller’s own items, some or all, and refuses ids that are not ids', async () => {
    const { shown, company } = await setUp();
    const ready = (n: number): THiringEvent => ({
      type: 'one-pager.ready',
      eventId: eventId(`one-pager.ready.${n}`),
      at: Date.now() + n,
      onePagerId: shown.onePagerId,
      candidateUserId: shown.userId,
    });
    await publish(ready(1), ready(2), ready(3));
    const before = await feedOf(shown.identity);
    expect(before.unread).toBe(3);
    const employerItem = (await feedOf(company.employer)).items;
    expect(employerItem).toEqual([]);

    // Someone else's ids (or ids of nothing) change nothing.
    const stranger = await s.request('POST', READ, company.employer, { ids: [before.items[0]!.id] });
    expect(ZNotificationsMarked.parse(await stranger.json())).toEqual({ marked: 0, unread: 0 });
    expect((await feedOf(shown.identity)).unread).toBe(3);

    const one = await s.request('POST', READ, shown.identity, { ids: [before.items[0]!.id] });
    expect(ZNotificationsMarked.parse(await one.json())).toEqual({ marked: 1, unread: 2 });
    const after = await feedOf(shown.identity);
    expect(after.items[0]!.readAt).not.toBeNull();
    expect(after.items[1]!.readAt).toBeNull();

    const bad = await s.request('POST', READ, shown.identity, { ids: ['nope'] });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(await bad.json()).message).toBe(NOTIFICATION_ANSWERS.idsInvalid);
    expect((await feedOf(shown.identity)).unread).toBe(2);

    // No body at all: every item.
    const all = await s.candidates.app.request(READ, {
      method: 'POST',
      headers: s.candidates.ctx.signed(shown.identity, 'POST', READ),
    });
    expect(all.status).toBe(200);
    expect(ZNotificationsMarked.parse(await all.json())).toEqual({ marked: 2, unread: 0 });
  });

  it('answers an unchanged feed 304 to its ETag, and a changed one 200 with a new ETag', async () => {
    const { shown } = await setUp();
    const first = await s.request('GET', FEED, shown.identity);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"n\./);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await s.candidates.client.request('GET', FEED, {
      identity: shown.identity,
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await publish({
      type: 'one-pager.ready',
      eventId: eventId('one-pager.ready'),
      at: Date.now(),
      onePagerId: shown.onePagerId,
      candidateUserId: shown.userId,
    });
    const changed = await s.candidates.client.request('GET', FEED, {
      identity: shown.identity,
      headers: { 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(ZNotificationFeed.parse(await changed.json()).unread).toBe(1);

    // Marking read changes the feed too; another user's ETag never matches this one's.
    const current = changed.headers.get('etag')!;
    await s.request('POST', READ, shown.identity, {});
    const read = await s.candidates.client.request('GET', FEED, {
      identity: shown.identity,
      headers: { 'if-none-match': current },
    });
    expect(read.status).toBe(200);
    const other = await s.candidates.client.request('GET', FEED, {
      identity: (await setUp()).shown.identity,
      headers: { 'if-none-match': read.headers.get('etag')! },
    });
    expect(other.status).toBe(200);
  });
});

describe('the candidate’s own one-pagers', () => {
  it('opens its own one-pager and its PDF; another candidate’s is a 404', async () => {
    const { shown, hidden } = await setUp();
    const own = await s.request('GET', `/api/user/one-pagers/${shown.onePagerId}`, shown.identity);
    expect(own.status).toBe(200);
    expect(ZOwnOnePager.parse(await own.json())).toMatchObject({
      id: shown.onePagerId,
      candidateName: 'Nadia Feedwell',
    });
    const pdf = await s.request('GET', `/api/user/one-pagers/${shown.onePagerId}/pdf`, shown.identity);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Not counted as a client's download.
    expect((await s.candidates.deps.onePagers.findById(shown.onePagerId))?.pdfDownloads ?? 0).toBe(0);

    for (const path of [
      `/api/user/one-pagers/${hidden.onePagerId}`,
      `/api/user/one-pagers/${hidden.onePagerId}/pdf`,
    ]) {
      const theirs = await s.request('GET', path, shown.identity);
      expect(theirs.status).toBe(404);
    }
    const bad = await s.request('GET', '/api/user/one-pagers/not-an-id', shown.identity);
    expect(bad.status).toBe(400);
    const admin = await s.admin();
    expect((await s.request('GET', `/api/user/one-pagers/${shown.onePagerId}`, admin)).status).toBe(403);
  });

  it('shows it as a company with the full view receives it: contact details only when the candidate shares them', async () => {
    const combine = await s.combine();
    const quiet = await s.candidate({
      first: 'Quinn',
      last: 'Quiet',
      privacy: { profilePublic: true, showContact: false },
      combineIds: [combine.id],
    });
    const own = ZOwnOnePager.parse(
      await (await s.request('GET', `/api/user/one-pagers/${quiet.onePagerId}`, quiet.identity)).json(),
    );
    expect(own.asCompaniesSee).toEqual({ profilePublic: true, showContact: false });
    const text = JSON.stringify([own.title, own.summary, own.content]);
    expect(text).toContain('Quinn');
    expect(text).not.toContain(quiet.email);
    expect(text).not.toContain('555-');
    // The one who shares them sees them, as a full-view company does.
    const { shown } = await setUp();
    const open = ZOwnOnePager.parse(
      await (await s.request('GET', `/api/user/one-pagers/${shown.onePagerId}`, shown.identity)).json(),
    );
    expect(open.asCompaniesSee).toEqual({ profilePublic: true, showContact: true });
    expect(JSON.stringify(open.summary)).toContain('@');
  });
});

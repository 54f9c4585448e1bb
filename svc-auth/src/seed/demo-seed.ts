import type { TAccountEvent } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import { DEMO_ACCOUNTS, DEMO_CANDIDATES } from '@gtm/contracts/users';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TSeeder } from '@gtm/service-kit/seed';
import type { TUsersRepository } from '../routes/users/users.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The demo employer's client company (one of svc-clients' demo companies, with full view). */
export const DEMO_EMPLOYER_COMPANY = 'Acme Analytics';

/**
 * The account events a seeded candidate would have caused: its registration (backdated as the demo list says)
 * and its role. Their ids are fixed per account, so BullMQ and the consumers' inboxes take each one once.
 */
const demoCandidateEvents = (userId: string, email: string, now: number): TAccountEvent[] => {
  const demo = DEMO_CANDIDATES.find((candidate) => candidate.email === email);
  const at = now - (demo?.registeredDaysAgo ?? 0) * DAY_MS;
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) return [];
  // BullMQ job ids may not contain ':'.
  const registered: TAccountEvent = {
    eventId: `candidate.registered.demo-${userId}`,
    type: 'candidate.registered',
    userId,
    email,
    name: account.name,
    at,
  };
  if (account.role === null) return [registered];
  return [
    registered,
    {
      eventId: `candidate.role-selected.demo-${userId}`,
      type: 'candidate.role-selected',
      userId,
      role: account.role,
      at,
    },
  ];
};

/**
 * The demo accounts (an admin, the demo candidate, an employer and the other demo candidates), written only when
 * `users` is empty; the demo employer belongs to {@link DEMO_EMPLOYER_COMPANY}. With an `outbox`, each candidate
 * this seed created is announced to svc-candidates as registration and role selection would announce it, so
 * its record of candidate accounts fills the usual way (and its own seed finds them there by e-mail), and the
 * demo employer's registration to svc-clients, which links its client user (in that company) to the account.
 * All of them in one outbox row.
 */
export const demoUsersSeeder = (users: TUsersRepository, outbox?: TOutbox, now = Date.now()): TSeeder => ({
  name: 'users',
  async seedIfEmpty() {
    if ((await users.count()) > 0) return 0;
    const outcomes = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => ({
        account,
        outcome: await users.ensureAccount(account.email, account.kind, account.name, account.role),
      })),
    );
    const created = outcomes.filter(({ outcome }) => outcome === 'created');
    const employers: TAccountEvent[] = [];
    for (const { account } of created) {
      if (account.kind !== 'employer') continue;
      const user = await users.findByEmail(account.email);
      if (!user) continue;
      const userId = user._id.toString();
      await users.update(userId, { company: DEMO_EMPLOYER_COMPANY });
      // BullMQ job ids may not contain ':'.
      employers.push({
        eventId: `employer.registered.demo-${userId}`,
        type: 'employer.registered',
        userId,
        email: account.email,
        name: account.name,
        company: DEMO_EMPLOYER_COMPANY,
        // The demo employer is a member of its company, as an admin's invitation would make it.
        seededCompany: DEMO_EMPLOYER_COMPANY,
        at: now,
      });
    }
    if (outbox) {
      // Only the instance that created an account announces it: two instances starting at once publish once.
      const events: TAccountEvent[] = [];
      for (const { account } of created) {
        if (account.kind !== 'candidate') continue;
        const user = await users.findByEmail(account.email);
        if (user) events.push(...demoCandidateEvents(user._id.toString(), account.email, now));
      }
      // Registrations first, so role events rarely wait for theirs (the consumer retries those that do).
      events.sort(
        (a, b) => Number(a.type !== 'candidate.registered') - Number(b.type !== 'candidate.registered'),
      );
      await outbox.publish([
        ...employers.map((event) => outboxMessage.accountEvent(QUEUES.clientAccountEvents, event)),
        ...events.map((event) => outboxMessage.accountEvent(QUEUES.accountEvents, event)),
      ]);
    }
    return created.length;
  },
});

/**
 * svc-auth's demo data: the demo accounts, announced through the outbox on the `account-events` and
 * `client-account-events` queues.
 */
export const demoSeeders = (users: TUsersRepository, outbox: TOutbox) => [
  demoUsersSeeder(users, outbox, Date.now()),
];

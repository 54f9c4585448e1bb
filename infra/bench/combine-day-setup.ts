import { request } from 'undici';
import type { TAvailability } from '@gtm/contracts/combine-days';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation-path';
import { updateAvailability } from '@gtm/contracts/operations/availability';
import { submitSdrOnboarding } from '@gtm/contracts/operations/candidate-profiles';
import { createOnePager, getOnePagerDraft } from '@gtm/contracts/operations/one-pagers';
import { SIGN_IN_OPERATIONS } from '@gtm/contracts/operations/sign-in';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { waitForCode } from './mailbox.ts';
import { sdrProfileInput } from './bench-inputs.ts';

/** The combine of the planner's candidates, beside the demo one (whose reads the bench keeps measuring as seeded). */
export const PLANNER_COMBINE = 'Bench Combine Day';

/** How long a new account may take to reach svc-candidates (its worker records svc-auth's account events). */
const ACCOUNT_WAIT_MS = 60_000;

/**
 * The combine day's candidates: each registers, completes an SDR onboarding and states this weekly availability
 * (the afternoon is a Tuesday, 13:00-16:00 America/New_York). Varied as candidates state them: the whole
 * afternoon, one hour of it, in another zone (one a day ahead, in Tokyo), mornings only, none at all.
 */
export const PLANNER_CANDIDATES: readonly { name: string; note: string; availability: TAvailability }[] = [
  {
    name: 'Avery Brooks',
    note: 'whole afternoon',
    availability: { timeZone: 'America/New_York', windows: [{ day: 'tue', from: '12:00', to: '17:00' }] },
  },
  {
    name: 'Jordan Ellis',
    note: 'whole afternoon, two days',
    availability: {
      timeZone: 'America/New_York',
      windows: [
        { day: 'mon', from: '09:00', to: '12:00' },
        { day: 'tue', from: '13:00', to: '16:00' },
      ],
    },
  },
  {
    name: 'Riley Chen',
    note: 'all day',
    availability: { timeZone: 'America/New_York', windows: [{ day: 'tue', from: '09:00', to: '18:00' }] },
  },
  {
    name: 'Morgan Diaz',
    note: 'mornings only (unavailable)',
    availability: {
      timeZone: 'America/New_York',
      windows: [
        { day: 'tue', from: '08:00', to: '12:00' },
        { day: 'wed', from: '08:00', to: '12:00' },
      ],
    },
  },
  {
    name: 'Casey Novak',
    note: 'one hour',
    availability: { timeZone: 'America/New_York', windows: [{ day: 'tue', from: '13:00', to: '14:00' }] },
  },
  {
    name: 'Taylor Singh',
    note: 'one hour',
    availability: { timeZone: 'America/New_York', windows: [{ day: 'tue', from: '14:00', to: '15:00' }] },
  },
  {
    name: 'Quinn Adler',
    note: 'one hour',
    availability: { timeZone: 'America/New_York', windows: [{ day: 'tue', from: '15:00', to: '16:00' }] },
  },
  {
    name: 'Harper Lopez',
    note: 'one hour, Chicago',
    availability: { timeZone: 'America/Chicago', windows: [{ day: 'tue', from: '12:00', to: '13:00' }] },
  },
  {
    name: 'Rowan Patel',
    note: 'whole afternoon, Los Angeles',
    availability: { timeZone: 'America/Los_Angeles', windows: [{ day: 'tue', from: '10:00', to: '13:00' }] },
  },
  {
    name: 'Elliot Murphy',
    note: 'whole afternoon, London',
    availability: { timeZone: 'Europe/London', windows: [{ day: 'tue', from: '18:00', to: '21:00' }] },
  },
  {
    name: 'Sasha Ito',
    note: 'two hours, Tokyo (Wednesday there)',
    availability: { timeZone: 'Asia/Tokyo', windows: [{ day: 'wed', from: '03:00', to: '05:00' }] },
  },
  {
    name: 'Dakota Reyes',
    note: 'none stated (any time)',
    availability: { timeZone: 'UTC', windows: [] },
  },
];

/** A Tuesday at least a week ahead (YYYY-MM-DD): the afternoon the windows above are stated for. */
export const plannerDate = (now = new Date()): string => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7));
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const SDR_DATA = sdrProfileInput({
  education: { school: 'State University', graduationDate: '2025-05', major: 'Economics', gpa: '3.5' },
});

type TSetUp = {
  gateway: string;
  /** The portal's origin (the gateway refuses state-changing requests from any other). */
  origin: string;
  /** The embedded SES mailbox, where the registration codes arrive. */
  mailbox: string;
  /** An admin's `Cookie` header. */
  admin: string;
  log: (line: string) => void;
};

/**
 * Makes the combine day's candidates through the API only: each registers as a candidate (code from the
 * mailbox), completes an SDR onboarding (a profile, no files) and states its availability with its own session;
 * the admin makes a one-pager of each profile and puts the twelve in a new combine. Answers the combine and the
 * one-pagers, in {@link PLANNER_CANDIDATES}' order.
 */
export async function setUpPlannerCandidates(
  setUp: TSetUp,
): Promise<{ combineId: string; onePagerIds: string[] }> {
  const send = async (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; text: string; setCookie: string[] }> => {
    const answer = await request(`${setUp.gateway}${path}`, {
      method,
      headers: {
        origin: setUp.origin,
        ...(cookie === null ? {} : { cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const setCookie = answer.headers['set-cookie'];
    return {
      status: answer.statusCode,
      text: await answer.body.text(),
      setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  };
  const call = async <T>(
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ) => {
    const answer = await send(cookie, method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
    return JSON.parse(answer.text) as T;
  };
  const candidateAuth = SIGN_IN_OPERATIONS.candidate;

  /** Registers, onboards and states the availability of one candidate; answers the profile id. */
  const candidate = async (index: number): Promise<string> => {
    const { name, availability } = PLANNER_CANDIDATES[index]!;
    const email = `planner-${index + 1}@bench.test`;
    await call(null, 'POST', pathOf(candidateAuth.register), { email, name });
    const code = await waitForCode(setUp.mailbox, email, { pollMs: 100 });
    const verified = await send(null, 'POST', pathOf(candidateAuth.verifyRegistration), { email, code });
    const sessionId = verified.setCookie
      .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1])
      .find(Boolean);
    if (verified.status !== 200 || !sessionId)
      throw new Error(`verify-registration of ${email} answered ${verified.status}: ${verified.text}`);
    const cookie = `${SESSION_COOKIE}=${sessionId}`;

    // svc-candidates answers 503 until its worker has recorded the new account.
    const deadline = Date.now() + ACCOUNT_WAIT_MS;
    let profileId: string | undefined;
    while (!profileId) {
      const form = new FormData();
      form.append('data', JSON.stringify(SDR_DATA));
      const answer = await fetch(`${setUp.gateway}${pathOf(submitSdrOnboarding)}`, {
        method: 'POST',
        headers: { cookie, origin: setUp.origin },
        body: form,
      });
      const text = await answer.text();
      if (answer.status === 200 || answer.status === 201) {
        profileId = (JSON.parse(text) as { profile: { id: string } }).profile.id;
      } else if (answer.status !== 503 || Date.now() > deadline) {
        throw new Error(`the onboarding of ${email} answered ${answer.status}: ${text}`);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await call(cookie, 'PUT', pathOf(updateAvailability), availability);
    return profileId;
  };

  setUp.log(`registering and onboarding ${PLANNER_CANDIDATES.length} candidates for the combine day`);
  const profileIds = await Promise.all(PLANNER_CANDIDATES.map((_, index) => candidate(index)));

  const combine = await call<{ id: string }>(setUp.admin, 'POST', pathOf(createTalentCombine), {
    name: PLANNER_COMBINE,
    description: 'The combine day planner bench: twelve candidates with their stated availability.',
  });
  const onePagerIds: string[] = [];
  for (const [index, profileId] of profileIds.entries()) {
    const draft = await call<Record<string, unknown>>(
      setUp.admin,
      'GET',
      pathOf(getOnePagerDraft, { id: profileId }),
    );
    const onePager = await call<{ id: string }>(setUp.admin, 'POST', pathOf(createOnePager), {
      ...draft,
      title: `${PLANNER_CANDIDATES[index]!.name}, SDR`,
    });
    await call(setUp.admin, 'POST', pathOf(addOnePagerToCombine), {
      talentCombineId: combine.id,
      onePagerId: onePager.id,
    });
    onePagerIds.push(onePager.id);
  }
  return { combineId: combine.id, onePagerIds };
}

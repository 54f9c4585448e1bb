/** The demo data the fuzz suite works on: the demo accounts signed in for real, the demo combine shared. */
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation-path';
import { SIGN_IN_OPERATIONS } from '@gtm/contracts/operations/sign-in';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import { listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { DEMO_ACCOUNTS } from '@gtm/contracts/users';

/** The signed-in kinds the suite fuzzes as, each the seeded demo account of that kind. */
export type TSignedInKind = 'candidate' | 'employer' | 'admin';

type TStoredEmail = { destination: { to: string[] }; body: { text?: string } };

const CODE_TIMEOUT_MS = 30_000;

const messagesTo = async (mailbox: string, email: string) => {
  const store = (await (await fetch(`${mailbox}/store`)).json()) as { emails: TStoredEmail[] };
  return store.emails.filter((message) => message.destination.to.some((to) => to.includes(email)));
};

const cookieFrom = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .find((pair) => pair.startsWith(`${name}=`));

/**
 * Signs the demo account of a kind in through the real flow, as a browser on the portal would: the kind's
 * login request through the gateway, the code read from the SES stand-in's mailbox, the code exchanged for a
 * session. Answers the session cookie (`gtm_sid=...`).
 */
export const signInThroughMailbox = async (
  urls: { gateway: string; portal: string; mailbox: string },
  kind: TSignedInKind,
): Promise<string> => {
  const email = DEMO_ACCOUNTS.find((account) => account.kind === kind)!.email;
  const steps = SIGN_IN_OPERATIONS[kind];
  const before = (await messagesTo(urls.mailbox, email)).length;
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${urls.gateway}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: urls.portal,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });

  const requested = await post(pathOf(steps.loginRequest), { email });
  if (requested.status !== 200) {
    throw new Error(`${kind} login request answered ${requested.status}: ${await requested.text()}`);
  }
  const pending = requested.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .join('; ');
  const deadline = Date.now() + CODE_TIMEOUT_MS;
  let code: string | undefined;
  while (code === undefined) {
    const messages = await messagesTo(urls.mailbox, email);
    if (messages.length > before) code = /\b(\d{6})\b/.exec(messages.at(-1)?.body.text ?? '')?.[1];
    if (code === undefined) {
      if (Date.now() > deadline) throw new Error(`no sign-in code reached ${email} in ${CODE_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const verified = await post(pathOf(steps.verifyCode), { email, code }, pending);
  const session = cookieFrom(verified, SESSION_COOKIE);
  if (verified.status !== 200 || session === undefined) {
    throw new Error(
      `${kind} verify-code answered ${verified.status} without a session: ${await verified.text()}`,
    );
  }
  return session;
};

const DEMO_COMBINE = 'Q1 GTM Talent Combine';
const DEMO_COMPANY = 'Acme Analytics';

/**
 * Shares the demo combine with the demo employer's company, as an admin would, so the employer's operations
 * reach real shares and candidates (their ids found by Schemathesis's stateful phase) instead of only 404s.
 */
export const shareDemoCombine = async (urls: { gateway: string; portal: string }, adminCookie: string) => {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${urls.gateway}${path}`, {
      method,
      headers: {
        cookie: adminCookie,
        origin: urls.portal,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { items: { id?: string; _id?: string; name: string }[] };
  };
  const combines = await call(
    'GET',
    `${pathOf(listTalentCombines)}?search=${encodeURIComponent(DEMO_COMBINE)}`,
  );
  const companies = await call(
    'GET',
    `${pathOf(listClientCompanies)}?search=${encodeURIComponent(DEMO_COMPANY)}`,
  );
  const combineId = combines.items.find((item) => item.name === DEMO_COMBINE)?.id;
  const companyId = companies.items.find((item) => item.name === DEMO_COMPANY)?._id;
  if (!combineId || !companyId) throw new Error(`the demo combine or ${DEMO_COMPANY} was not seeded`);
  await call('POST', pathOf(shareTalentCombine, { id: combineId }), { companyIds: [companyId] });
};

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import { openCandidatesTestApp, SAMPLE_PDF, SAMPLE_PNG } from '../svc-candidates/src/test-app.ts';
import { openClientsTestApp } from '../svc-clients/src/test-app.ts';

/**
 * The employer portal's services together, as they run: svc-candidates (shares, what a client may see) calls
 * svc-clients (who an employer is, which companies exist) and svc-auth (the admins' names) over HTTP, each on
 * its own port and throw-away database. Tests seed companies and client users through svc-clients'
 * repositories, candidates through svc-candidates', and call svc-candidates as the gateway would.
 */
export const openEmployerStack = async () => {
  const [candidates, clients, auth] = await Promise.all([
    openCandidatesTestApp(),
    openClientsTestApp(),
    openAuthTestApp(),
  ]);
  const servers: THttpServer[] = [];
  for (const app of [clients.app, auth.app])
    servers.push(await startHttpServer({ fetch: app.fetch, port: 0 }));
  candidates.usePeers({
    clients: `http://127.0.0.1:${servers[0]!.port}`,
    auth: `http://127.0.0.1:${servers[1]!.port}`,
  });

  const tag = randomBytes(3).toString('hex');
  let counter = 0;
  const unique = () => `${tag}${(counter += 1)}`;

  /** A client company (svc-clients) and an enabled employer of it: the employer's identity. */
  const company = async (options: { viewType: 'full' | 'anonymized'; name?: string }) => {
    const name = options.name ?? `Company ${unique()}`;
    await clients.companies.upsertByName([
      {
        name,
        email_frequency: 'immediately',
        view_type: options.viewType,
        deleted: false,
        created_at: new Date(),
      },
    ]);
    const id = (await clients.companies.idsByName([name])).get(name)!;
    const employer = await employerOf(id);
    return { id, name, employer };
  };

  /** Another employer of a company (or of none). */
  const employerOf = async (companyId: string | null) => {
    const userId = new Types.ObjectId().toString();
    const suffix = unique();
    await clients.users.registered({
      userId,
      email: `employer-${suffix}@client.test`,
      name: `Employer ${suffix}`,
      clientCompanyId: companyId,
      explicitCompany: true,
      at: new Date(),
    });
    const identity: TIdentity = { kind: 'employer', userId, role: null };
    return identity;
  };

  /** An admin account (svc-auth), so the admin's name is known. */
  const admin = async (name = 'Ada Sharer') => {
    const email = `admin-${unique()}@gtmcombine.test`;
    await auth.users.ensureAccount(email, 'admin', name);
    const identity: TIdentity = {
      kind: 'admin',
      userId: String((await auth.users.findByEmail(email))?._id),
      role: null,
    };
    return identity;
  };

  /**
   * A candidate with an account, a profile (privacy as given), a headshot and a resume in S3, and a one-pager
   * whose free texts mention their name and contact details (as an admin might have written them).
   */
  const candidate = async (options: {
    first: string;
    last: string;
    privacy: { profilePublic: boolean; showContact: boolean };
    interviews?: boolean;
    combineIds?: string[];
  }) => {
    const userId = new Types.ObjectId().toString();
    const name = `${options.first} ${options.last}`;
    const email = `${options.first.toLowerCase()}.${options.last.toLowerCase()}.${unique()}@candidate.test`;
    // Each candidate's own number: a leak of one is not hidden by another's allowed one.
    const phone = `+1 (415) 555-${String(1000 + counter).slice(-4)}`;
    const linkedinUrl = `https://www.linkedin.com/in/${options.first.toLowerCase()}-${options.last.toLowerCase()}-${unique()}`;
    await candidates.deps.accounts.registered({ userId, email, name, at: new Date() });
    await candidates.deps.profiles.saveOnboarding(userId, {
      role: 'SDR',
      form: {
        workPreference: ['Remote'],
        expectedSalary: '40k-60k',
        salesCareerReason: 'I like people and numbers.',
        education: { school: 'State University', graduationDate: '2025-05', major: 'History' },
        passions: ['Chess'],
        moduleSeen: false,
      },
      common: {},
    });
    await candidates.deps.profiles.updateSettings(userId, {
      name,
      phone,
      linkedinUrl,
      notifications: { email: true, matches: true, interviews: options.interviews ?? true, messages: true },
      privacy: options.privacy,
    });
    const keys = {
      headshot: `candidates/${userId}/headshot/${randomBytes(8).toString('hex')}.png`,
      resume: `candidates/${userId}/resume/${randomBytes(8).toString('hex')}.pdf`,
    };
    const dir = await mkdtemp(join(tmpdir(), 'employer-stack-'));
    try {
      for (const [part, bytes, contentType] of [
        ['headshot', SAMPLE_PNG, 'image/png'],
        ['resume', SAMPLE_PDF, 'application/pdf'],
      ] as const) {
        const path = join(dir, part);
        await writeFile(path, bytes);
        await candidates.deps.files.putFile(keys[part], { path, bytes: bytes.length, contentType });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await candidates.ctx.mongo.collection('candidate_profiles').updateOne(
      { userId },
      {
        $set: {
          headshot: { key: keys.headshot, contentType: 'image/png', bytes: SAMPLE_PNG.length },
          resume: { key: keys.resume, contentType: 'application/pdf', bytes: SAMPLE_PDF.length },
        },
      },
    );
    const profile = await candidates.deps.profiles.findByUserId(userId);
    const content: TOnePagerContent = {
      name,
      title: `${options.first} - Sales Development Representative`,
      location: 'Austin, TX',
      salaryExpectations: '$60,000 - $80,000',
      methodologies: ['SPIN'],
      industries: ['FinTech'],
      dealCycles: [],
      targetRoles: ['Sales Development Representative'],
      quota: '',
      quotaAttainment: '',
      averageACV: '',
      achievements: [
        `${options.first} booked 40 meetings a month`,
        `Ask ${options.last.toUpperCase()} at ${email}`,
      ],
      summaryItems: [`Reach ${options.first.toLowerCase()} on ${phone} or ${linkedinUrl}`],
      dealWalkthroughSituation: `${name} took over a cold territory.`,
      dealWalkthroughAction: `${options.first} rebuilt the sequence.`,
      dealWalkthroughResult: 'Pipeline doubled in a quarter.',
    };
    const onePager = await candidates.deps.onePagers.create({
      candidateUserId: userId,
      candidateProfileId: profile!._id.toString(),
      title: `${name} - SDR`,
      candidateName: name,
      status: 'active',
      summary: `${name} is a top SDR; write to ${email} or call ${phone}.`,
      industries: content.industries,
      methodologies: content.methodologies,
      content,
      talentCombines: (options.combineIds ?? []).map((talentCombineId) => ({ talentCombineId })),
    });
    return {
      userId,
      name,
      first: options.first,
      last: options.last,
      email,
      phone,
      linkedinUrl,
      keys,
      profileId: profile!._id.toString(),
      onePagerId: onePager._id.toString(),
      identity: { kind: 'candidate', userId, role: 'SDR' } as TIdentity,
    };
  };

  const combine = async (name = `Combine ${unique()}`) => {
    const row = await candidates.deps.talentCombines.create({
      name,
      description: 'Pre-vetted candidates for the client.',
      status: 'active',
      targetDate: '2030-06-30',
    });
    return { id: row._id.toString(), name };
  };

  const request = (method: string, path: string, identity: TIdentity, body?: unknown) =>
    candidates.client.request(method, path, { identity, ...(body !== undefined ? { body } : {}) });

  return {
    candidates,
    clients,
    auth,
    /** Where svc-clients answers (svc-candidates' peer; a test may point the peer elsewhere and back). */
    clientsUrl: `http://127.0.0.1:${servers[0]!.port}`,
    company,
    employerOf,
    admin,
    candidate,
    combine,
    request,
    async close() {
      await Promise.all(servers.map((server) => server.stop(1_000)));
      await Promise.all([candidates.close(), clients.close(), auth.close()]);
    },
  };
};
export type TEmployerStack = Awaited<ReturnType<typeof openEmployerStack>>;

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pathOf } from '@gtm/contracts/operation';
import { ZAnalytics } from '@gtm/contracts/analytics';
import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { getAdminAnalytics } from '@gtm/contracts/operations/analytics';
import { listCandidateProfiles, listCandidateUsers } from '@gtm/contracts/operations/admin-candidates';
import { listContactSubmissions } from '@gtm/contracts/operations/contact-submissions';
import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { getTalentCombine, listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import type { TIdentity } from '@gtm/contracts/identity';
import { scaleId, scalePerson } from '@gtm/service-kit/scale-data';
import { openCandidatesTestApp } from '../test-app.ts';
import type { TCandidatesTestApp } from '../test-app.ts';

const admin: TIdentity = { kind: 'admin', userId: '65a0000000000000000000ad', role: null };
let testApp: TCandidatesTestApp;
let seedOutput: string;

/** The scale seed at a thousandth, into this test app's database: what the real app then serves. */
beforeAll(async () => {
  testApp = await openCandidatesTestApp();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(import.meta.dirname, 'seed-scale.ts')],
    {
      env: { ...process.env, MONGODB_DB: testApp.ctx.mongo.name, SCALE_FACTOR: '0.001', LOG_LEVEL: 'silent' },
    },
  );
  seedOutput = stdout;
}, 60_000);
afterAll(() => testApp.close());

const get = async (path: string) => {
  const response = await testApp.client.request('GET', path, { identity: admin });
  expect(response.status).toBe(200);
  return response.json() as Promise<
    Record<string, unknown> & { total: number; items: Record<string, unknown>[] }
  >;
};

describe('npm run seed:scale (svc-candidates)', () => {
  it('writes its share of the scale and says so', () => {
    expect(seedOutput).toContain(
      'svc-candidates: wrote {"candidate_accounts":100,"candidate_profiles":70,"talent_combines":2,"one_pagers":20,"contact_submissions":20,"combine_shares":',
    );
    // The hiring records, each collection with its count (at a thousandth, a handful or none).
    for (const name of ['interview_requests', 'combine_days', 'decision_deadlines', 'placements'])
      expect(seedOutput).toMatch(new RegExp(`"${name}":\\d+`));
  });

  it('fills the hiring analytics as the consumer would have: each stage within the one before', async () => {
    const response = await testApp.client.request('GET', pathOf(getAdminAnalytics), { identity: admin });
    expect(response.status).toBe(200);
    const { funnel, overTime, byCompany } = ZAnalytics.parse(await response.json());
    expect(funnel.shared).toBeGreaterThan(0);
    expect(funnel.viewed).toBeLessThanOrEqual(funnel.shared);
    expect(funnel.interviewAccepted).toBeLessThanOrEqual(funnel.interviewRequested);
    expect(funnel.hired).toBeLessThanOrEqual(funnel.offer);
    expect(overTime.reduce((sum, day) => sum + day.shared, 0)).toBe(funnel.shared);
    expect(byCompany.reduce((sum, company) => sum + company.shared, 0)).toBe(funnel.shared);
  });

  it('writes records the admin lists serve: searched, filtered and counted', async () => {
    expect((await get(pathOf(listCandidateProfiles))).total).toBe(70);
    expect((await get(`${pathOf(listCandidateUsers)}?profile=incomplete`)).total).toBe(30);
    // A seeded candidate is found by a piece of their name and by their e-mail.
    const person = scalePerson(3, 'candidates.scale.test');
    const byName = await get(
      `${pathOf(listCandidateProfiles)}?search=${encodeURIComponent(person.name.slice(2, 7))}`,
    );
    expect(byName.items.map((row) => row.email)).toContain(person.email);
    expect((await get(`${pathOf(listCandidateProfiles)}?search=${person.email}`)).items).toHaveLength(1);
    expect((await get(pathOf(listOnePagers))).total).toBe(20);
    expect((await get(pathOf(listTalentCombines))).total).toBe(2);
    expect((await get(pathOf(listContactSubmissions))).total).toBe(20);
    const dashboard = await get(pathOf(getAdminDashboard));
    expect(JSON.stringify(dashboard)).toContain('"total":70');
  });

  it('puts 4-8 of the seeded one-pagers in each combine, as the app records membership', async () => {
    const combine = await get(pathOf(getTalentCombine, { id: scaleId('talentCombine', 0) }));
    const members = combine.onePagers as unknown[];
    expect(members.length).toBeGreaterThanOrEqual(4);
    expect(members.length).toBeLessThanOrEqual(8);
  });

  it('stops at the first duplicate when run again, adding nothing', async () => {
    await expect(
      promisify(execFile)(process.execPath, [join(import.meta.dirname, 'seed-scale.ts')], {
        env: { ...process.env, MONGODB_DB: testApp.ctx.mongo.name, SCALE_FACTOR: '0.001' },
      }),
    ).rejects.toThrow();
    expect((await get(pathOf(listCandidateProfiles))).total).toBe(70);
  });
});

import { ZEmployerCombine, ZEmployerOnePager, ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZOutcome } from '@gtm/contracts/outcomes';
import { ZCandidatePlacement, ZCandidatePlacements } from '@gtm/contracts/placements';
import { json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';
import { pdfText } from './pdf-text.ts';

/**
 * A hire is consent (issue 47): once the candidate confirmed an anonymized company's hire, that company reads
 * their name on their one-pager (the read and its PDF) and on its invoice, within the candidate's contact
 * settings (their e-mail, phone, LinkedIn and resume still only where `showContact` is on); another anonymized
 * company of the same combine still reads the alias. A claim the candidate has not confirmed shows nothing.
 */
let s: TEmployerStack;
let admin: TIdentity;
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const ALIAS = /^Candidate [A-Z2-9]{4}$/;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Hires');
});
afterAll(() => s.close());

const employerPath = (shareId: string, onePagerId: string, rest = '') =>
  `/api/employer/combines/${shareId}/one-pagers/${onePagerId}${rest}`;

const bytesOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
};

describe("an anonymized company's hire", () => {
  it('shows the hiring company the name on the one-pager, its PDF and the invoice; the other keeps the alias', async () => {
    const combine = await s.combine();
    const hana = await s.candidate({
      first: 'Hana',
      last: 'Quokkasson',
      privacy: { profilePublic: true, showContact: false },
      combineIds: [combine.id],
    });
    const companyA = await s.company({ viewType: 'anonymized' });
    const companyB = await s.company({ viewType: 'anonymized' });
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [companyA.id, companyB.id],
      }),
      ZShareCombineAnswer,
    );
    const shareOf = (companyId: string) => shared.shares.find((share) => share.companyId === companyId)!.id;
    const [shareA, shareB] = [shareOf(companyA.id), shareOf(companyB.id)];
    const onePagerOf = async (shareId: string, employer: TIdentity) => {
      const response = await s.request('GET', employerPath(shareId, hana.onePagerId), employer);
      const text = await response.text();
      expect(response.status).toBe(200);
      return { text, answer: ZEmployerOnePager.parse(JSON.parse(text)) };
    };
    /** The candidate's card on the company's combine page. */
    const cardOf = async (shareId: string, employer: TIdentity) => {
      const combine = await json(
        await s.request('GET', `/api/employer/combines/${shareId}`, employer),
        ZEmployerCombine,
      );
      return combine.candidates.find((card) => card.onePagerId === hana.onePagerId)!;
    };
    const pdfOf = async (shareId: string, employer: TIdentity) =>
      (
        await pdfText(
          await bytesOf(await s.request('GET', employerPath(shareId, hana.onePagerId, '/pdf'), employer)),
        )
      ).replace(/\s+/g, ' ');

    // Before: both read the alias (A's read is kept, so the hire must drop it).
    const before = await onePagerOf(shareA, companyA.employer);
    expect(before.answer.displayName).toMatch(ALIAS);
    const alias = before.answer.displayName;
    expect(before.text).not.toContain(hana.last);
    expect(await cardOf(shareA, companyA.employer)).toMatchObject({ displayName: alias, anonymized: true });

    // A claims the hire: a claim is not the candidate's word, A still reads the alias.
    await json(
      await s.request('PUT', employerPath(shareA, hana.onePagerId, '/outcome'), companyA.employer, {
        stage: 'hired',
        startDate: dayFromNow(30),
        annualSalary: 90_000,
      }),
      ZOutcome,
    );
    expect((await onePagerOf(shareA, companyA.employer)).answer.displayName).toBe(alias);

    // The candidate confirms it.
    const placements = await json(
      await s.request('GET', '/api/user/placements', hana.identity),
      ZCandidatePlacements,
    );
    const claim = placements.items.find((item) => item.companyName === companyA.name)!;
    await json(
      await s.request('POST', `/api/user/placements/${claim.id}/response`, hana.identity, {
        action: 'confirm',
      }),
      ZCandidatePlacement,
    );

    // A reads the name, in every text of the one-pager; the contact details stay withheld (showContact off).
    const hired = await onePagerOf(shareA, companyA.employer);
    expect(hired.answer).toMatchObject({
      displayName: hana.name,
      anonymized: false,
      contact: null,
      content: { name: hana.name, dealWalkthroughSituation: `${hana.name} took over a cold territory.` },
    });
    expect(hired.text).not.toContain(alias);
    for (const contact of [hana.email, hana.phone, hana.linkedinUrl, hana.keys.resume])
      expect(hired.text).not.toContain(contact);
    // Its card on the combine page too (kept before the hire, so the hire dropped it).
    expect(await cardOf(shareA, companyA.employer)).toMatchObject({
      displayName: hana.name,
      anonymized: false,
    });
    const pdfA = await pdfOf(shareA, companyA.employer);
    expect(pdfA).toContain(hana.name);
    expect(pdfA).not.toContain(alias);

    // A's invoice names the candidate.
    const invoice = await pdfText(
      await bytesOf(
        await s.request(
          'GET',
          employerPath(shareA, hana.onePagerId, '/placement/invoice'),
          companyA.employer,
        ),
      ),
    );
    expect(invoice.replace(/\s+/g, ' ')).toContain(`Success fee: placement of ${hana.name}`);

    // B, anonymized too, still reads the alias, nowhere the name.
    const atB = await onePagerOf(shareB, companyB.employer);
    expect(atB.answer).toMatchObject({ displayName: alias, anonymized: true, contact: null });
    for (const name of [hana.first, hana.last]) expect(atB.text).not.toContain(name);
    expect(await cardOf(shareB, companyB.employer)).toMatchObject({ displayName: alias, anonymized: true });
    const pdfB = await pdfOf(shareB, companyB.employer);
    expect(pdfB).toContain(alias);
    for (const name of [hana.first, hana.last]) expect(pdfB).not.toContain(name);
  });
});

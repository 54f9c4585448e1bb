import { Types } from 'mongoose';
import { DEFAULT_CURRENCY, feeAmounts } from '@gtm/hiring/money';
import { openTestContext } from '@gtm/service-kit/test-context';
import { createPlacementsRepository, DEFAULT_BILLING_PROFILE } from './placements.repository.ts';

/** The placements' repository against the real MongoDB-compatible server: what must hold under concurrency. */
let ctx: Awaited<ReturnType<typeof openTestContext>>;
let placements: Awaited<ReturnType<typeof createPlacementsRepository>>;
beforeAll(async () => {
  ctx = await openTestContext('svc-candidates');
  placements = await createPlacementsRepository(ctx.mongo);
});
afterAll(() => ctx.close());

const id = () => new Types.ObjectId().toString();

/** A confirmed hire of a new candidate at a new company, its invoice not drawn. */
const confirmedHire = async (at: Date) => {
  const { placement } = await placements.openClaim({
    companyId: id(),
    companyName: 'Acme',
    shareId: id(),
    combineId: id(),
    onePagerId: id(),
    candidateUserId: id(),
    candidateName: 'Ada Lovelace',
    role: 'SDR',
    startDate: '2090-02-01',
    annualSalary: 60_000,
    currency: DEFAULT_CURRENCY,
    previousStage: 'interviewing',
    previousNote: '',
    claimedBy: { by: 'employer', byId: id(), byName: null },
    guarantee: { checkOn: '2090-05-02', askedAt: null, answer: null, answeredAt: null, answeredById: null },
    at,
  });
  const placementId = placement._id.toString();
  await placements.confirm(placementId, {
    at,
    by: 'candidate',
    feePercent: 20,
    taxPercent: 0,
    amounts: feeAmounts({ annualSalary: 60_000, feePercent: 20, taxPercent: 0, currency: DEFAULT_CURRENCY }),
  });
  return placementId;
};

describe('the placements repository', () => {
  it('gives the first invoices of a year, drawn at the same moment, a number of the year each, never one twice', async () => {
    // A year nobody has invoiced in: its series starts with these.
    const at = new Date('2090-01-02T09:00:00Z');
    const ids = await Promise.all(Array.from({ length: 8 }, () => confirmedHire(at)));
    const parties = {
      seller: DEFAULT_BILLING_PROFILE,
      buyer: { name: 'Acme', legalName: '', address: '', taxId: '' },
    };
    const drawn = await Promise.all(
      ids.map((placementId) => placements.drawInvoice(placementId, at, parties)),
    );
    const numbers = drawn.map((record) => record?.invoice?.number ?? '');
    for (const number of numbers) expect(number).toMatch(/^GTM-2090-\d{5}$/);
    expect(new Set(numbers).size).toBe(8);
    // Stored as drawn: the unique index holds one placement per number.
    const stored = await Promise.all(ids.map((placementId) => placements.findById(placementId)));
    expect(stored.map((record) => record?.invoice?.number)).toEqual(numbers);
  });
});

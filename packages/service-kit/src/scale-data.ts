/**
 * Deterministic fake data for the scale seed: a small PRNG (mulberry32) so that a run with the same seed
 * writes the same rows, and plausible names, companies and dates from short lists.
 */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(int(pool.length), 1)[0] as T);
    return chosen;
  };
  /** A date within the last `days` days of `now`. */
  const pastDate = (now: number, days: number) => new Date(now - int(days * 24 * 3600 * 1000));
  return { next, int, pick, some, pastDate };
};
export type TRandom = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Levi',
  'Amelia',
  'Ethan',
  'Harper',
  'James',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Jordan',
  'Priya',
  'Wei',
  'Fatima',
  'Kenji',
  'Zoë',
  'Joanna',
  'Malik',
  'Sofía',
  'Diego',
  'Aaliyah',
  'Chen',
  'Nadia',
  'Omar',
  'Ingrid',
  'Tariq',
] as const;
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Nguyen',
  'Müller',
  'Okafor',
  'Kowalski',
  'Tanaka',
  'Singh',
] as const;
export const CITIES = [
  'Austin, TX',
  'New York, NY',
  'San Francisco, CA',
  'Chicago, IL',
  'Denver, CO',
  'Boston, MA',
  'Seattle, WA',
  'Atlanta, GA',
  'Miami, FL',
  'Remote',
  'Toronto, ON',
  'London, UK',
] as const;
export const COMPANY_WORDS = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Pied Piper',
  'Vandelay',
  'Soylent',
  'Cyberdyne',
  'Tyrell',
  'Wonka',
  'Gringotts',
  'Aperture',
  'Black Mesa',
  'Oscorp',
  'Massive Dynamic',
] as const;
export const COMPANY_SUFFIXES = [
  'Labs',
  'Systems',
  'Software',
  'Analytics',
  'Cloud',
  'Health',
  'Pay',
  'AI',
] as const;
export const METHODOLOGIES = [
  'MEDDIC',
  'SPIN',
  'Challenger Sale',
  'Solution Selling',
  'Sandler Selling',
  'Gap Selling',
] as const;
export const INDUSTRIES = [
  'SaaS',
  'FinTech',
  'Healthcare',
  'EdTech',
  'MarTech',
  'Cybersecurity',
  'E-commerce',
  'Logistics',
] as const;

/** What `npm run seed:scale` writes at factor 1 (issue 12's scale). */
export const SCALE_COUNTS = {
  /** Candidate accounts; `profiles` of them have a profile, the rest are incomplete registrations. */
  candidates: 100_000,
  profiles: 70_000,
  onePagers: 20_000,
  talentCombines: 2_000,
  clientCompanies: 10_000,
  clientUsers: 50_000,
  contactSubmissions: 20_000,
} as const;
export type TScaleCounts = Record<keyof typeof SCALE_COUNTS, number>;

/** The counts at a factor (a test seeds a thousandth), each at least 1. */
export const scaledCounts = (factor: number): TScaleCounts =>
  Object.fromEntries(
    Object.entries(SCALE_COUNTS).map(([name, count]) => [name, Math.max(1, Math.round(count * factor))]),
  ) as TScaleCounts;

const ID_KINDS = {
  candidate: 1,
  profile: 2,
  onePager: 3,
  talentCombine: 4,
  clientCompany: 5,
  clientUser: 6,
  contact: 7,
} as const;

/**
 * The id of the `index`th seeded record of a kind: a valid ObjectId, the same in every service (svc-auth's
 * user, svc-candidates' account and profile of one candidate agree), and recognisable ('5ca1e' = scale).
 */
export const scaleId = (kind: keyof typeof ID_KINDS, index: number) =>
  `5ca1e${ID_KINDS[kind].toString(16).padStart(3, '0')}${index.toString(16).padStart(16, '0')}`;

/**
 * The name and e-mail of the `index`th seeded candidate or client user: derived from the index alone, so
 * every service's seed writes the same person under the same id (e-mails are unique by the index).
 */
export const scalePerson = (index: number, domain: string) => {
  const random = createRandom(index * 2_654_435_761);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const local = `${first}.${last}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  return { name: `${first} ${last}`, email: `${local}.${index}@${domain}` };
};

/** The role of the `index`th seeded candidate with a profile (the same in svc-auth and svc-candidates). */
export const scaleRole = (index: number) => (index % 3 === 0 ? 'AE' : 'SDR');

/** The registration time of the `index`th seeded candidate: spread over two years before `now`, by index. */
export const scaleRegisteredAt = (index: number, now: number) =>
  new Date(now - createRandom(index + 17).int(720 * 24 * 3600) * 1000);

/** Inserts `count` documents built by `build`, in batches, unordered (the server takes each batch at once). */
export const insertInBatches = async (
  collection: {
    insertMany(docs: Record<string, unknown>[], options: { ordered: boolean }): Promise<unknown>;
  },
  count: number,
  build: (index: number) => Record<string, unknown>,
  batchSize = 1_000,
) => {
  for (let start = 0; start < count; start += batchSize) {
    const docs: Record<string, unknown>[] = [];
    for (let index = start; index < Math.min(count, start + batchSize); index += 1) docs.push(build(index));
    await collection.insertMany(docs, { ordered: false });
  }
  return count;
};

import { crc32 } from 'node:zlib';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import {
  ONBOARDING_BODY_LIMIT,
  PROFILE_MESSAGES,
  UPLOAD_LIMITS,
  ZCandidateProfileAnswer,
  ZCandidateSettingsAnswer,
  ZCandidateSettingsView,
  ZOnboardingAnswer,
} from '@gtm/contracts/candidate-profile';
import type { TAeProfileInput, TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZOnePager } from '@gtm/contracts/talent';
import { startHttpServer } from '@gtm/service-kit/serve';
import { createCandidatesApp } from '../../app.ts';
import { createFileStore } from '../../storage/file-store.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { openCandidatesTestApp, SAMPLE_PDF as PDF, SAMPLE_PNG as PNG } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { EMAIL_NOT_CHANGEABLE, FILES_NOT_STORED, SETTINGS_SAVED } from './candidate-profiles.handlers.ts';

let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

// --- Files, as their bytes make them ---
/** A JPEG's header up to its frame (SOF0) marker, which names its size: what file-type and image-size read. */
const jpegOf = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
    Buffer.from([0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff]),
    Buffer.from([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]),
  ]);
const JPG = jpegOf(400, 400);

/** A PNG's signature and header chunk (with its CRC): a small file announcing `width` x `height` pixels. */
const pngOf = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const type = Buffer.from('IHDR');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, header])), 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
    type,
    header,
    crc,
    Buffer.alloc(39 * 1024, 0),
  ]);
};
const padded = (head: Buffer, bytes: number) =>
  Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);

type TFilePart = { bytes: Buffer; name: string; type?: string };

const SDR: TSdrProfileInput = {
  location: 'Austin, TX',
  headline: 'Aspiring SDR',
  shortBio: 'Former retail lead who loves talking to people.',
  linkedinUrl: 'https://www.linkedin.com/in/sam-sdr',
  workPreference: ['Remote', 'Hybrid'],
  expectedSalary: '60k-80k',
  salesCareerReason: 'I enjoy helping buyers solve real problems.',
  education: { school: 'UT Austin', graduationDate: '2024-05', major: 'Economics', gpa: '3.6' },
  passions: ['Running', 'Chess', ''],
  moduleSeen: true,
};

const AE: TAeProfileInput = {
  location: 'Denver, CO',
  headline: 'Enterprise AE',
  salesMethodologies: ['MEDDIC', 'Challenger Sale'],
  acvRanges: '$50,000 - $100,000',
  dealCycleLength: '3-6 months',
  industries: 'SaaS, FinTech, ',
  personas: 'CFO, VP Finance',
  quotaVsActual: '2024: 120% of a $900k quota',
  favoriteDeal: {
    situation: 'A stalled renewal at a fintech.',
    action: 'Rebuilt the business case with the CFO.',
    result: 'Closed a 3-year expansion at 2x ACV.',
  },
  lookingFor: 'A mid-market SaaS team',
  companyType: 'SaaS/Software',
  companySize: 'Mid-size (201-1,000)',
};

const newCandidate = async (name = 'Sam Seller'): Promise<TIdentity & { userId: string; email: string }> => {
  const userId = new Types.ObjectId().toString();
  const email = `${userId}@example.test`;
  await t.deps.accounts.registered({ userId, email, name, at: new Date() });
  return { kind: 'candidate', userId, role: 'SDR', email };
};

/** A multipart onboarding submit as the browser sends it, signed for `identity`. */
const submit = (
  role: 'sdr' | 'ae',
  identity: TIdentity,
  parts: { data?: unknown; resume?: TFilePart; headshot?: TFilePart },
  app = t.app,
) => {
  const form = new FormData();
  if (parts.data !== undefined) {
    form.append('data', typeof parts.data === 'string' ? parts.data : JSON.stringify(parts.data));
  }
  for (const name of ['resume', 'headshot'] as const) {
    const file = parts[name];
    if (file) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  }
  const path = `/api/candidate/onboarding/${role}`;
  return app.request(path, { method: 'POST', headers: t.ctx.signed(identity, 'POST', path), body: form });
};

const getProfile = (identity: TIdentity) =>
  t.client.request('GET', '/api/user/candidate-profile', { identity });

const errorOf = async (response: Response) => ZApiError.parse(await response.json());

const download = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

const keysOf = (userId: string) => t.deps.files.listKeys(`candidates/${userId}/`);

const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('SDR onboarding', () => {
  it('creates the profile with its files (201), then updates it and replaces the files (200)', async () => {
    const me = await newCandidate();
    const created = await submit('sdr', me, {
      data: SDR,
      resume: { bytes: PDF, name: 'resume.pdf', type: 'application/pdf' },
      headshot: { bytes: PNG, name: 'me.png', type: 'image/png' },
    });
    expect(created.status).toBe(201);
    const first = ZOnboardingAnswer.parse(await created.json());
    expect(first.created).toBe(true);
    expect(first.profile).toMatchObject({
      userId: me.userId,
      name: 'Sam Seller',
      email: me.email,
      role: 'SDR',
      status: 'pending',
      location: 'Austin, TX',
      headline: 'Aspiring SDR',
      linkedinUrl: 'https://www.linkedin.com/in/sam-sdr',
      passions: ['Running', 'Chess'],
      methodologies: [],
      aeProfile: null,
      notifications: { email: true, matches: true, interviews: true, messages: true },
      privacy: { profilePublic: true, showContact: false },
    });
    expect(first.profile.sdrProfile).toMatchObject({ expectedSalary: '60k-80k', moduleSeen: true });
    expect(first.profile.resume).toMatchObject({ contentType: 'application/pdf', bytes: PDF.length });
    expect(first.profile.headshot).toMatchObject({ contentType: 'image/png', bytes: PNG.length });
    expect(await download(first.profile.resume!.url)).toEqual({ status: 200, bytes: PDF });
    expect(await download(first.profile.headshot!.url)).toEqual({ status: 200, bytes: PNG });
    const firstKeys = await keysOf(me.userId);
    expect(firstKeys).toHaveLength(2);
    expect(firstKeys.some((key) => /^candidates\/[0-9a-f]{24}\/resume\/[0-9a-f-]{36}\.pdf$/.test(key))).toBe(
      true,
    );

    const newPdf = padded(PDF, 200_000);
    const updated = await submit('sdr', me, {
      data: { ...SDR, headline: 'SDR, ready to ramp' },
      resume: { bytes: newPdf, name: 'resume-v2.pdf' },
    });
    expect(updated.status).toBe(200);
    const second = ZOnboardingAnswer.parse(await updated.json());
    expect(second.created).toBe(false);
    expect(second.profile.id).toBe(first.profile.id);
    expect(second.profile.headline).toBe('SDR, ready to ramp');
    expect(await download(second.profile.resume!.url)).toEqual({ status: 200, bytes: newPdf });
    // The old resume is gone; the headshot was not re-sent, so it stays.
    expect((await download(first.profile.resume!.url)).status).toBe(404);
    expect(await download(second.profile.headshot!.url)).toEqual({ status: 200, bytes: PNG });
    expect(await keysOf(me.userId)).toHaveLength(2);

    const read = await getProfile(me);
    expect(read.status).toBe(200);
    const profile = ZCandidateProfileAnswer.parse(await read.json());
    expect(profile.headline).toBe('SDR, ready to ramp');
    expect(profile.resume?.bytes).toBe(newPdf.length);
    expect(Date.parse(profile.resume!.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('accepts a JPG headshot and no files at all', async () => {
    const me = await newCandidate();
    const bare = await submit('sdr', me, { data: SDR });
    expect(bare.status).toBe(201);
    expect(ZOnboardingAnswer.parse(await bare.json()).profile).toMatchObject({
      resume: null,
      headshot: null,
    });
    const withJpg = await submit('sdr', me, { data: SDR, headshot: { bytes: JPG, name: 'me.jpeg' } });
    expect(withJpg.status).toBe(200);
    expect(ZOnboardingAnswer.parse(await withJpg.json()).profile.headshot?.contentType).toBe('image/jpeg');
  });

  it.each([
    ['workPreference', { workPreference: [] }, PROFILE_MESSAGES.workPreference],
    ['expectedSalary', { expectedSalary: undefined }, PROFILE_MESSAGES.expectedSalary],
    ['salesCareerReason', { salesCareerReason: 'short' }, PROFILE_MESSAGES.careerReasonMin],
    ['salesCareerReason', { salesCareerReason: 'x'.repeat(251) }, PROFILE_MESSAGES.careerReasonMax],
    ['education.school', { education: { ...SDR.education, school: ' ' } }, PROFILE_MESSAGES.school],
    [
      'education.graduationDate',
      { education: { ...SDR.education, graduationDate: '' } },
      PROFILE_MESSAGES.graduationDate,
    ],
    ['education.major', { education: { ...SDR.education, major: '' } }, PROFILE_MESSAGES.major],
    ['passions', { passions: ['', ' '] }, PROFILE_MESSAGES.passionsMin],
    ['passions', { passions: ['a', 'b', 'c', 'd'] }, PROFILE_MESSAGES.passionsMax],
    ['linkedinUrl', { linkedinUrl: 'not a url' }, PROFILE_MESSAGES.linkedinUrl],
  ])('refuses %s with the spec message (%#)', async (path, change, message) => {
    const me = await newCandidate();
    const response = await submit('sdr', me, {
      data: { ...SDR, ...change },
      resume: { bytes: PDF, name: 'resume.pdf' },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(error.issues).toContainEqual({ path, message });
    expect((await getProfile(me)).status).toBe(204);
    expect(await keysOf(me.userId)).toEqual([]);
  });
});

describe('AE onboarding', () => {
  it('stores the form with the derived fields, answers both naming styles, and can switch roles', async () => {
    const me = await newCandidate('Alex Closer');
    const created = await submit('ae', me, {
      data: { ...AE, methodologies: ['ignored'], averageACV: 'ignored' },
      resume: { bytes: PDF, name: 'cv.pdf' },
      headshot: { bytes: PNG, name: 'alex.png' },
    });
    expect(created.status).toBe(201);
    const { profile } = ZOnboardingAnswer.parse(await created.json());
    expect(profile).toMatchObject({
      role: 'AE',
      name: 'Alex Closer',
      methodologies: ['MEDDIC', 'Challenger Sale'],
      industries: ['SaaS', 'FinTech'],
      dealCycles: ['3-6 months'],
      quota: AE.quotaVsActual,
      quotaAttainment: AE.quotaVsActual,
      dealWalkthroughSituation: AE.favoriteDeal.situation,
      dealWalkthroughAction: AE.favoriteDeal.action,
      dealWalkthroughResult: AE.favoriteDeal.result,
      passions: [],
      sdrProfile: null,
    });
    expect(profile.aeProfile).toMatchObject({
      averageACV: '$50,000 - $100,000',
      methodologies: ['MEDDIC', 'Challenger Sale'],
      dealWalkthroughSituation: AE.favoriteDeal.situation,
      dealWalkthroughAction: AE.favoriteDeal.action,
      dealWalkthroughResult: AE.favoriteDeal.result,
      companyType: 'SaaS/Software',
    });

    // The other role's form switches the role; the AE form is kept for a switch back.
    const switched = await submit('sdr', me, { data: SDR });
    expect(switched.status).toBe(200);
    const after = ZOnboardingAnswer.parse(await switched.json()).profile;
    expect(after).toMatchObject({ role: 'SDR', methodologies: [], passions: ['Running', 'Chess'] });
    expect(after.aeProfile?.averageACV).toBe('$50,000 - $100,000');
    expect(after.resume?.bytes).toBe(PDF.length);
  });

  it('refuses an empty AE form naming every required field with its spec message', async () => {
    const me = await newCandidate();
    const response = await submit('ae', me, { data: {} });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(PROFILE_MESSAGES.methodologies);
    expect(error.issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        PROFILE_MESSAGES.methodologies,
        PROFILE_MESSAGES.acvRange,
        PROFILE_MESSAGES.dealCycle,
        PROFILE_MESSAGES.industries,
        PROFILE_MESSAGES.personas,
        PROFILE_MESSAGES.quotaVsActual,
        PROFILE_MESSAGES.situation,
        PROFILE_MESSAGES.lookingFor,
        PROFILE_MESSAGES.companyType,
        PROFILE_MESSAGES.companySize,
      ]),
    );
  });

  it.each([
    ['favoriteDeal.situation', { situation: 'too short' }, PROFILE_MESSAGES.situation],
    ['favoriteDeal.action', { action: 'short' }, PROFILE_MESSAGES.action],
    ['favoriteDeal.result', { result: '' }, PROFILE_MESSAGES.result],
    ['favoriteDeal.result', { result: 'x'.repeat(201) }, PROFILE_MESSAGES.dealStoryMax],
  ])('refuses %s with the spec message (%#)', async (path, change, message) => {
    const me = await newCandidate();
    const response = await submit('ae', me, {
      data: { ...AE, favoriteDeal: { ...AE.favoriteDeal, ...change } },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toContainEqual({ path, message });
  });
});

describe('onboarding refusals: a clear error and nothing stored', () => {
  const refused = async (
    parts: Parameters<typeof submit>[2],
    status: number,
    message: string,
    role: 'sdr' | 'ae' = 'sdr',
  ) => {
    const me = await newCandidate();
    const response = await submit(role, me, parts);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toBe(message);
    expect((await getProfile(me)).status).toBe(204);
    expect(await keysOf(me.userId)).toEqual([]);
  };

  it('a PDF renamed to .png as headshot', () =>
    refused(
      { data: SDR, headshot: { bytes: PDF, name: 'me.png', type: 'image/png' } },
      400,
      PROFILE_MESSAGES.headshotType,
    ));

  it('a PNG renamed to .pdf as resume', () =>
    refused(
      { data: AE, resume: { bytes: PNG, name: 'cv.pdf', type: 'application/pdf' } },
      400,
      PROFILE_MESSAGES.resumeType,
      'ae',
    ));

  it('text that is no PDF at all', () =>
    refused(
      { data: SDR, resume: { bytes: Buffer.from('hello'), name: 'cv.pdf' } },
      400,
      PROFILE_MESSAGES.resumeType,
    ));

  it('an empty file', () =>
    refused(
      { data: SDR, resume: { bytes: Buffer.alloc(0), name: 'cv.pdf' } },
      400,
      PROFILE_MESSAGES.emptyFile,
    ));

  it('a resume past its limit (413)', () =>
    refused(
      { data: SDR, resume: { bytes: padded(PDF, UPLOAD_LIMITS.resumeBytes + 1), name: 'cv.pdf' } },
      413,
      PROFILE_MESSAGES.resumeTooLarge,
    ));

  it('a headshot past its limit (413)', () =>
    refused(
      { data: SDR, headshot: { bytes: padded(PNG, UPLOAD_LIMITS.headshotBytes + 1), name: 'me.png' } },
      413,
      PROFILE_MESSAGES.headshotTooLarge,
    ));

  it('a 39 KB PNG announcing 20000 x 2000 pixels as headshot', () =>
    refused(
      { data: SDR, headshot: { bytes: pngOf(20_000, 2_000), name: 'me.png' } },
      400,
      PROFILE_MESSAGES.headshotDimensions,
    ));

  it('a JPEG taller than 4096 pixels as headshot', () =>
    refused(
      { data: SDR, headshot: { bytes: jpegOf(800, 4097), name: 'me.jpg' } },
      400,
      PROFILE_MESSAGES.headshotDimensions,
    ));

  it('a JPEG whose header names no size as headshot', () =>
    refused(
      {
        data: SDR,
        headshot: { bytes: Buffer.concat([JPG.subarray(0, 20), Buffer.alloc(64, 1)]), name: 'me.jpg' },
      },
      400,
      PROFILE_MESSAGES.headshotUnreadable,
    ));

  it('a body without data', () =>
    refused({ resume: { bytes: PDF, name: 'cv.pdf' } }, 400, PROFILE_MESSAGES.missingData));

  it('malformed JSON in data', () =>
    refused({ data: '{"workPreference": [' }, 400, 'The profile data must be JSON.'));

  it('a JSON body instead of multipart', async () => {
    const me = await newCandidate();
    const response = await t.client.request('POST', '/api/candidate/onboarding/sdr', {
      identity: me,
      body: SDR,
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toBe('The profile must be sent as multipart/form-data.');
  });

  it('accepts a resume of exactly the limit', async () => {
    const me = await newCandidate();
    const response = await submit('sdr', me, {
      data: SDR,
      resume: { bytes: padded(PDF, UPLOAD_LIMITS.resumeBytes), name: 'cv.pdf' },
    });
    expect(response.status).toBe(201);
    expect(ZOnboardingAnswer.parse(await response.json()).profile.resume?.bytes).toBe(
      UPLOAD_LIMITS.resumeBytes,
    );
  });
});

describe('identity decides whose profile', () => {
  it('another candidate neither reads nor overwrites it', async () => {
    const owner = await newCandidate('Owner');
    const other = await newCandidate('Other');
    expect((await submit('sdr', owner, { data: SDR, resume: { bytes: PDF, name: 'cv.pdf' } })).status).toBe(
      201,
    );
    expect((await getProfile(other)).status).toBe(204);
    // Naming the owner in the form changes nothing: the signed identity decides.
    const response = await submit('sdr', other, {
      data: { ...SDR, userId: owner.userId, headline: 'Mine now' },
    });
    expect(response.status).toBe(201);
    expect(ZOnboardingAnswer.parse(await response.json()).profile.userId).toBe(other.userId);
    const ownerProfile = ZCandidateProfileAnswer.parse(await (await getProfile(owner)).json());
    expect(ownerProfile).toMatchObject({ headline: SDR.headline, name: 'Owner' });
    expect(await keysOf(owner.userId)).toHaveLength(1);
  });
});

describe('S3 failures leave the previous profile and files exactly as they were', () => {
  const setUp = async () => {
    const me = await newCandidate();
    const first = await submit('sdr', me, {
      data: SDR,
      resume: { bytes: PDF, name: 'cv.pdf' },
      headshot: { bytes: PNG, name: 'me.png' },
    });
    expect(first.status).toBe(201);
    const before = ZCandidateProfileAnswer.parse(await (await getProfile(me)).json());
    return { me, before, keys: (await keysOf(me.userId)).sort() };
  };

  const expectUnchanged = async (
    me: TIdentity & { userId: string },
    before: Awaited<ReturnType<typeof setUp>>['before'],
    keys: string[],
  ) => {
    const after = ZCandidateProfileAnswer.parse(await (await getProfile(me)).json());
    const stable = (profile: typeof after) => ({
      ...profile,
      resume: { ...profile.resume, url: undefined, expiresAt: undefined },
      headshot: { ...profile.headshot, url: undefined, expiresAt: undefined },
    });
    expect(stable(after)).toEqual(stable(before));
    expect((await keysOf(me.userId)).sort()).toEqual(keys);
    expect(await download(after.resume!.url)).toEqual({ status: 200, bytes: PDF });
    expect(await download(after.headshot!.url)).toEqual({ status: 200, bytes: PNG });
  };

  it('S3 unreachable: 502 with a clear message', async () => {
    const { me, before, keys } = await setUp();
    const unreachable = createFileStore({
      ...t.fileStoreConfig,
      endpoint: `http://127.0.0.1:${await closedPort()}`,
    });
    const app = createCandidatesApp({ ...t.deps, files: unreachable });
    const response = await submit(
      'sdr',
      me,
      { data: { ...SDR, headline: 'Changed' }, resume: { bytes: padded(PDF, 50_000), name: 'cv.pdf' } },
      app,
    );
    unreachable.close();
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toMatchObject({ code: 'BAD_GATEWAY', message: FILES_NOT_STORED });
    await expectUnchanged(me, before, keys);
  });

  it('S3 failing after one file was stored: that object is deleted again', async () => {
    const { me, before, keys } = await setUp();
    const failing: TFileStore = {
      ...t.deps.files,
      async putFile(key, file) {
        if (key.includes('/headshot/')) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('S3 stopped');
        }
        return t.deps.files.putFile(key, file);
      },
    };
    const app = createCandidatesApp({ ...t.deps, files: failing });
    const response = await submit(
      'sdr',
      me,
      {
        data: { ...SDR, headline: 'Changed' },
        resume: { bytes: padded(PDF, 10_000), name: 'cv.pdf' },
        headshot: { bytes: PNG, name: 'me.png' },
      },
      app,
    );
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe(FILES_NOT_STORED);
    await expectUnchanged(me, before, keys);
  });
});

describe('a failed profile write', () => {
  it('before the write: the new objects are deleted and the profile is unchanged', async () => {
    const me = await newCandidate();
    expect((await submit('sdr', me, { data: SDR, resume: { bytes: PDF, name: 'cv.pdf' } })).status).toBe(201);
    const keys = await keysOf(me.userId);
    const app = createCandidatesApp({
      ...t.deps,
      profiles: {
        ...t.deps.profiles,
        saveOnboarding: () => Promise.reject(new Error('MongoDB went away')),
      },
    });
    const response = await submit(
      'sdr',
      me,
      { data: SDR, resume: { bytes: padded(PDF, 2_000), name: 'cv.pdf' } },
      app,
    );
    expect(response.status).toBe(500);
    expect(await keysOf(me.userId)).toEqual(keys);
    const profile = ZCandidateProfileAnswer.parse(await (await getProfile(me)).json());
    expect(await download(profile.resume!.url)).toEqual({ status: 200, bytes: PDF });
  });

  it('after the write (a lost answer): the profile keeps pointing at files that exist', async () => {
    const me = await newCandidate();
    expect((await submit('sdr', me, { data: SDR, resume: { bytes: PDF, name: 'cv.pdf' } })).status).toBe(201);
    const newPdf = padded(PDF, 3_000);
    const app = createCandidatesApp({
      ...t.deps,
      profiles: {
        ...t.deps.profiles,
        async saveOnboarding(userId, write) {
          await t.deps.profiles.saveOnboarding(userId, write);
          throw new Error('connection reset after the write');
        },
      },
    });
    const response = await submit('sdr', me, { data: SDR, resume: { bytes: newPdf, name: 'cv.pdf' } }, app);
    expect(response.status).toBe(500);
    const profile = ZCandidateProfileAnswer.parse(await (await getProfile(me)).json());
    expect(await download(profile.resume!.url)).toEqual({ status: 200, bytes: newPdf });
  });
});

describe('GET /api/user/candidate-profile', () => {
  it('answers 204 without a body before onboarding (no profile yet is not a failure)', async () => {
    const response = await getProfile(await newCandidate());
    expect(response.status).toBe(204);
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
  });
});

describe('PATCH /api/user/settings', () => {
  const settings = {
    name: 'Sam Renamed',
    phone: '+1 555 0100',
    linkedinUrl: 'https://linkedin.com/in/sam-renamed',
    location: 'Remote',
    bio: 'Longer story about me.',
    notifications: { email: false, matches: true, interviews: false, messages: true },
    privacy: { profilePublic: false, showContact: true },
  };
  const patch = (identity: TIdentity, body: unknown) =>
    t.client.request('PATCH', '/api/user/settings', { identity, body });

  const readSettings = async (identity: TIdentity) => {
    const response = await t.client.request('GET', '/api/user/settings', { identity });
    expect(response.status).toBe(200);
    return ZCandidateSettingsView.parse(await response.json());
  };

  it('saves the settings of a candidate without a profile, and the first profile starts from them', async () => {
    const me = await newCandidate();
    expect(await readSettings(me)).toEqual({
      name: 'Sam Seller',
      email: me.email,
      phone: null,
      linkedinUrl: null,
      location: null,
      bio: null,
      notifications: { email: true, matches: true, interviews: true, messages: true },
      privacy: { profilePublic: true, showContact: false },
    });
    const response = await patch(me, settings);
    expect(response.status).toBe(200);
    const answer = ZCandidateSettingsAnswer.parse(await response.json());
    expect(answer.message).toBe(SETTINGS_SAVED);
    expect(answer.profile).toBeNull();
    const saved = { ...settings, email: me.email };
    expect(answer.settings).toEqual(saved);
    expect(await readSettings(me)).toEqual(saved);
    // Still no profile: the settings are the account's, and the admin list shows the new name.
    expect((await getProfile(me)).status).toBe(204);
    expect((await t.deps.accounts.findById(me.userId))?.name).toBe('Sam Renamed');

    // A PATCH without the toggles leaves them; '' clears a text.
    const { notifications: _n, privacy: _p, ...textsOnly } = settings;
    expect((await patch(me, { ...textsOnly, phone: '' })).status).toBe(200);
    expect(await readSettings(me)).toEqual({ ...saved, phone: null });

    // Onboarding creates the profile from them; the form's own location wins over the saved one.
    expect((await submit('sdr', me, { data: SDR })).status).toBe(201);
    const profile = ZCandidateProfileAnswer.parse(await (await getProfile(me)).json());
    expect(profile).toMatchObject({
      name: 'Sam Renamed',
      phone: null,
      linkedinUrl: SDR.linkedinUrl,
      location: SDR.location,
      bio: settings.bio,
      notifications: settings.notifications,
      privacy: settings.privacy,
    });
    expect(await readSettings(me)).toMatchObject({ location: SDR.location, bio: settings.bio });
  });

  it('answers 503 without writing for an account not known here yet (no profile either)', async () => {
    const stranger = { kind: 'candidate' as const, userId: new Types.ObjectId().toString(), role: null };
    const response = await patch(stranger, settings);
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('UNAVAILABLE');
    expect(await t.deps.accounts.findById(stranger.userId)).toBeNull();
    expect((await t.client.request('GET', '/api/user/settings', { identity: stranger })).status).toBe(503);
  });

  it('refuses a changed e-mail without a profile, and changes nothing', async () => {
    const me = await newCandidate();
    const email = await patch(me, { ...settings, email: 'someone-else@example.test' });
    expect(email.status).toBe(400);
    expect((await errorOf(email)).message).toBe(EMAIL_NOT_CHANGEABLE);
    expect(await readSettings(me)).toMatchObject({ name: 'Sam Seller', phone: null, bio: null });
  });

  it('saves the settings on the profile', async () => {
    const me = await newCandidate();
    expect((await submit('sdr', me, { data: SDR })).status).toBe(201);
    const response = await patch(me, { ...settings, email: me.email.toUpperCase() });
    expect(response.status).toBe(200);
    const answer = ZCandidateSettingsAnswer.parse(await response.json());
    expect(answer.message).toBe(SETTINGS_SAVED);
    expect(answer.profile).toMatchObject({ ...settings, email: me.email, longBio: settings.bio });
    const read = ZCandidateProfileAnswer.parse(await (await getProfile(me)).json());
    expect(read).toMatchObject({ name: 'Sam Renamed', privacy: settings.privacy });
    // A later onboarding submit keeps the settings.
    expect((await submit('sdr', me, { data: SDR })).status).toBe(200);
    expect(ZCandidateProfileAnswer.parse(await (await getProfile(me)).json())).toMatchObject({
      name: 'Sam Renamed',
      notifications: settings.notifications,
    });
  });

  it('leaves the stored toggles as they are when a PATCH does not send them', async () => {
    const me = await newCandidate();
    expect((await submit('sdr', me, { data: SDR })).status).toBe(201);
    expect((await patch(me, settings)).status).toBe(200);
    const { notifications: _n, privacy: _p, ...textsOnly } = settings;
    expect((await patch(me, { ...textsOnly, location: 'Austin, TX' })).status).toBe(200);
    expect(ZCandidateProfileAnswer.parse(await (await getProfile(me)).json())).toMatchObject({
      location: 'Austin, TX',
      notifications: settings.notifications,
      privacy: settings.privacy,
    });
  });

  it('refuses a changed e-mail and a short name with their messages', async () => {
    const me = await newCandidate();
    expect((await submit('sdr', me, { data: SDR })).status).toBe(201);
    const email = await patch(me, { ...settings, email: 'someone-else@example.test' });
    expect(email.status).toBe(400);
    expect(await errorOf(email)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: EMAIL_NOT_CHANGEABLE,
      issues: [{ path: 'email', message: EMAIL_NOT_CHANGEABLE }],
    });
    const name = await patch(me, { ...settings, name: 'S' });
    expect(name.status).toBe(400);
    expect((await errorOf(name)).message).toBe('Name must be at least 2 characters');
    expect(ZCandidateProfileAnswer.parse(await (await getProfile(me)).json()).name).toBe('Sam Seller');
  });
});

describe('GET /api/user/one-pagers', () => {
  it("answers the candidate's own one-pagers only", async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const list = (identity: TIdentity) => t.client.request('GET', '/api/user/one-pagers', { identity });
    expect(await (await list(me)).json()).toEqual([]);
    await t.deps.onePagers.create({
      candidateUserId: me.userId,
      title: 'Sam Seller - SDR',
      candidateName: 'Sam Seller',
      status: 'active',
      summary: 'Hungry and coachable.',
      industries: ['SaaS'],
      methodologies: [],
      content: null,
      talentCombines: [],
    });
    const mine = await list(me);
    expect(mine.status).toBe(200);
    const items = ZOnePager.array().parse(await mine.json());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Sam Seller - SDR', candidateName: 'Sam Seller' });
    expect(await (await list(other)).json()).toEqual([]);
  });
});

const uploadDirs = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('gtm-upload-'));

describe('an upload the client abandons', () => {
  it('stores nothing and leaves no temporary file behind', async () => {
    const me = await newCandidate();
    const server = await startHttpServer({ fetch: t.app.fetch, port: 0 });
    const path = '/api/candidate/onboarding/sdr';
    const boundary = 'gtm-test-boundary';
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    const head = [
      `POST ${path} HTTP/1.1`,
      'host: 127.0.0.1',
      `content-type: multipart/form-data; boundary=${boundary}`,
      `content-length: ${3 * 1024 * 1024}`,
      ...Object.entries(t.ctx.signed(me, 'POST', path)).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    socket.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="data"\r\n\r\n${JSON.stringify(SDR)}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n`,
    );
    socket.write(padded(PDF, 512 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The part is being written to a temporary file as it arrives.
    expect(await uploadDirs()).toHaveLength(1);
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.stop(1_000);
    expect((await getProfile(me)).status).toBe(204);
    expect(await keysOf(me.userId)).toEqual([]);
    expect(await uploadDirs()).toEqual([]);
  });
});

describe('an upload declared larger than any valid one', () => {
  /** The status and body of one HTTP/1.1 answer on a raw socket, or a failure if none comes within `ms`. */
  const answerOn = (socket: ReturnType<typeof connect>, ms: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      let received = '';
      const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        const end = received.indexOf('\r\n\r\n');
        if (end === -1) return;
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
        if (received.length < end + 4 + length) return;
        clearTimeout(timer);
        resolve({
          status: Number(received.slice(9, 12)),
          body: received.slice(end + 4, end + 4 + length),
        });
      });
    });

  it('is refused with 413 from its Content-Length, before any of its body is sent', async () => {
    const me = await newCandidate();
    const server = await startHttpServer({ fetch: t.app.fetch, port: 0 });
    const path = '/api/candidate/onboarding/ae';
    const socket = connect(server.port, '127.0.0.1');
    try {
      await once(socket, 'connect');
      // A 12 MB resume's submit: the headers only. Were the body awaited, no answer would ever come.
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          'host: 127.0.0.1',
          'content-type: multipart/form-data; boundary=gtm-test-boundary',
          `content-length: ${12_000_000}`,
          ...Object.entries(t.ctx.signed(me, 'POST', path)).map(([name, value]) => `${name}: ${value}`),
          '',
          '',
        ].join('\r\n'),
      );
      const answer = await answerOn(socket, 5_000);
      expect(answer.status).toBe(413);
      expect(ZApiError.parse(JSON.parse(answer.body))).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: PROFILE_MESSAGES.uploadTooLarge,
      });
    } finally {
      socket.destroy();
      await server.stop(1_000);
    }
    expect((await getProfile(me)).status).toBe(204);
  });

  it('is refused just past the largest valid submit; one at it is read (and judged by its parts)', async () => {
    const me = await newCandidate();
    const declared = (length: number) =>
      t.client.request('POST', '/api/candidate/onboarding/sdr', {
        identity: me,
        headers: {
          'content-type': 'multipart/form-data; boundary=gtm-test-boundary',
          'content-length': String(length),
        },
        body: 'x'.repeat(16),
      });
    const over = await declared(ONBOARDING_BODY_LIMIT + 1);
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toBe(PROFILE_MESSAGES.uploadTooLarge);
    const within = await declared(16);
    expect(within.status).toBe(400);
  });
});

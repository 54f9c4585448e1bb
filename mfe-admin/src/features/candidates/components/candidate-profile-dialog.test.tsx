/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCandidateProfile, updateCandidate } from '@gtm/contracts/operations/admin-candidates';
import type { TCandidateProfileDetail } from '@gtm/contracts/talent';
import { fakeApi, findDialog, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { CandidateProfileDialog } from './candidate-profile-dialog.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);

const file = (contentType: string) => ({
  url: `https://files.example.test/${contentType.replace('/', '-')}?signature=abc`,
  expiresAt: '2026-03-15T19:00:00.000Z',
  contentType,
  bytes: 1234,
});

const BASE = {
  id: '64f0c2aa0000000000000001',
  userId: '64f0c2aa0000000000000002',
  name: 'Ava Thompson',
  email: 'ava@example.test',
  location: 'Austin, TX',
  status: 'active',
  methodologies: ['MEDDIC'],
  industries: ['SaaS'],
  createdAt: '2026-03-15T18:00:00.000Z',
  updatedAt: '2026-03-15T18:00:00.000Z',
  headline: 'Aspiring SDR',
  shortBio: 'I like people.',
  phone: null,
  linkedinUrl: null,
} as const;

const SDR: TCandidateProfileDetail = {
  ...BASE,
  methodologies: [...BASE.methodologies],
  industries: [...BASE.industries],
  role: 'SDR',
  sdrProfile: {
    workPreference: ['Remote', 'Hybrid'],
    expectedSalary: '60k-80k',
    salesCareerReason: 'I enjoy helping buyers solve real problems.',
    education: { school: 'UT Austin', graduationDate: '2024-05', major: 'Economics', gpa: '3.6' },
    passions: ['Running', 'Chess'],
    moduleSeen: true,
  },
  aeProfile: null,
  resume: file('application/pdf'),
  headshot: file('image/png'),
};

const AE: TCandidateProfileDetail = {
  ...SDR,
  role: 'AE',
  sdrProfile: null,
  aeProfile: {
    salesMethodologies: ['MEDDIC', 'SPIN'],
    acvRanges: '$50,000 - $100,000',
    dealCycleLength: '3-6 months',
    industries: 'SaaS, FinTech',
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
    achievements: "President's Club 2023",
    averageACV: '$50,000 - $100,000',
    methodologies: ['MEDDIC', 'SPIN'],
    dealWalkthroughSituation: 'A stalled renewal at a fintech.',
    dealWalkthroughAction: 'Rebuilt the business case with the CFO.',
    dealWalkthroughResult: 'Closed a 3-year expansion at 2x ACV.',
  } as TCandidateProfileDetail['aeProfile'],
  resume: null,
  headshot: null,
};

const open = async (profile: TCandidateProfileDetail) => {
  fakeApi(handleOperation(getCandidateProfile, () => ({ status: 200, body: profile })));
  renderScreen(
    <CandidateProfileDialog
      id={profile.id}
      initialMode="view"
      onClose={() => undefined}
      onSaved={() => undefined}
      onDelete={() => undefined}
    />,
  );
  const dialog = await findDialog('Candidate Profile');
  await within(dialog).findByText(profile.email);
  return dialog;
};

afterEach(cleanup);

describe('the candidate View dialog', () => {
  it("shows the resume link, the headshot and every answer of an SDR's form", async () => {
    const dialog = await open(SDR);
    const resume = within(dialog).getByRole('link', { name: 'Resume (PDF)' });
    expect(resume.getAttribute('href')).toBe(SDR.resume!.url);
    expect(resume.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('img', { name: 'Headshot of Ava Thompson' }).getAttribute('src')).toBe(
      SDR.headshot!.url,
    );
    const answers = within(dialog).getByText('SDR answers').closest('.ant-descriptions') as HTMLElement;
    for (const text of [
      'Remote (100% work from home), Hybrid (mix of office and remote)',
      '$60,000 - $80,000',
      SDR.sdrProfile!.salesCareerReason,
      'UT Austin, Economics (graduation 2024-05, GPA 3.6)',
      'Running, Chess',
      'Yes',
    ]) {
      expect(within(answers).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).queryByText('AE answers')).toBeNull();
  });

  it("shows every answer of an AE's form, and says when no resume was uploaded", async () => {
    const dialog = await open(AE);
    const answers = within(dialog).getByText('AE answers').closest('.ant-descriptions') as HTMLElement;
    const ae = AE.aeProfile!;
    for (const text of [
      'MEDDIC, SPIN',
      ae.acvRanges,
      ae.dealCycleLength,
      ae.industries,
      ae.personas,
      ae.quotaVsActual,
      ae.favoriteDeal.situation,
      ae.favoriteDeal.action,
      ae.favoriteDeal.result,
      ae.lookingFor,
      ae.companyType,
      ae.companySize,
      "President's Club 2023",
    ]) {
      expect(within(answers).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByText('No resume uploaded')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: /Headshot/ })).toBeNull();
    expect(screen.queryByText('SDR answers')).toBeNull();
  });
});

describe('the candidate Edit dialog', () => {
  it('saves the status and the trimmed lists, then shows the profile as saved in view mode', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = SDR;
    const calls = fakeApi(
      handleOperation(getCandidateProfile, () => ({ status: 200, body: saved })),
      handleOperation(updateCandidate, ({ body }) => {
        const edit = body as {
          status: 'inactive';
          location: string;
          methodologies: string[];
          industries: string[];
        };
        saved = { ...SDR, ...edit };
        return { status: 200, body: saved };
      }),
    );
    const onSaved = jest.fn();
    renderScreen(
      <CandidateProfileDialog
        id={SDR.id}
        initialMode="edit"
        onClose={() => undefined}
        onSaved={onSaved}
        onDelete={() => undefined}
      />,
    );
    const dialog = await findDialog('Edit Candidate Profile');
    const methodologies = await within(dialog).findByLabelText('Methodologies');
    await waitFor(() => expect(methodologies).toHaveProperty('value', 'MEDDIC'));
    await user.clear(methodologies);
    await user.type(methodologies, ' MEDDIC , , SPIN ');
    await user.clear(within(dialog).getByLabelText('Location'));
    await user.type(within(dialog).getByLabelText('Location'), '  Lisbon, PT ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/candidates/${SDR.id}`);
    expect(put?.body).toEqual({
      status: 'active',
      location: 'Lisbon, PT',
      methodologies: ['MEDDIC', 'SPIN'],
      industries: ['SaaS'],
    });
    const view = await findDialog('Candidate Profile');
    expect(within(view).getByText('Lisbon, PT')).toBeTruthy();
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({
        title: 'Profile updated',
        description: "Ava Thompson's profile has been saved.",
      }),
    );
  });
});

/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { getCandidateOutcome } from '@gtm/contracts/operations/outcomes';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import type { TOutcome } from '@gtm/contracts/outcomes';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { InterviewRequests } from './interview-requests.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const PARAMS = { shareId: '64f0c2aa0000000000000001', onePagerId: '64f0c2aa0000000000000002' };

const outcome = (over: Partial<TOutcome> = {}): TOutcome => ({
  stage: null,
  note: '',
  updatedAt: null,
  updatedByName: null,
  correctedByAdmin: false,
  placedElsewhere: false,
  placement: null,
  ...over,
});

const renderFor = (answer: TOutcome) => {
  fakeApi(handleOperation(getCandidateOutcome, () => ({ status: 200, body: answer })));
  renderScreen(
    <InterviewRequests params={PARAMS} candidateName="Candidate HP6J" requests={[]} onRequested={() => {}} />,
  );
};

afterEach(cleanup);

describe("the company's interview requests", () => {
  it("offers 'Request interview' for a candidate still available", async () => {
    renderFor(outcome());
    expect(await screen.findByRole('button', { name: 'Request interview' })).toBeTruthy();
    expect(screen.queryByTestId('interview-placed')).toBeNull();
  });

  it('says why instead for a candidate who accepted another offer (the server would answer 409)', async () => {
    renderFor(outcome({ placedElsewhere: true }));
    expect((await screen.findByTestId('interview-placed')).textContent).toBe(OUTCOME_ANSWERS.placedElsewhere);
    expect(screen.queryByRole('button', { name: 'Request interview' })).toBeNull();
  });
});

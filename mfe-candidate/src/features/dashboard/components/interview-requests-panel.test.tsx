/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import type { TCandidateInterviewRequest } from '@gtm/contracts/interview-requests';
import { getCandidateActivity } from '@gtm/contracts/operations/candidate-activity';
import {
  answerInterviewRequest,
  listCandidateInterviewRequests,
} from '@gtm/contracts/operations/interview-requests';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { InterviewRequestsPanel } from './interview-requests-panel.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });
const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const pending = (): TCandidateInterviewRequest => ({
  id: '64f0c2aa00000000000000a1',
  companyName: 'Acme Corp',
  slots: [
    { start: at(2), durationMinutes: 30 },
    { start: at(3), durationMinutes: 45 },
  ],
  note: 'Video call',
  status: 'pending',
  acceptedSlot: null,
  answer: null,
  createdAt: at(-1),
  updatedAt: at(-1),
});

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the candidate's interview requests", () => {
  it('accepts the chosen time, says so, and offers Add to calendar once accepted', async () => {
    let current = pending();
    const calls = fakeApi(
      handleOperation(listCandidateInterviewRequests, () => ({ status: 200, body: { items: [current] } })),
      handleOperation(getCandidateActivity, () => ({
        status: 200,
        body: { views: 0, opportunities: [], interviews: [] },
      })),
      handleOperation(answerInterviewRequest, ({ body }) => {
        const index = (body as { slotIndex: number }).slotIndex;
        current = { ...current, status: 'accepted', acceptedSlot: current.slots[index]! };
        return { status: 200, body: current };
      }),
    );
    renderScreen(<InterviewRequestsPanel hasProfile timeZone="UTC" />);
    const item = await screen.findByTestId('interview-request');
    expect(within(item).getByTestId('interview-status').textContent).toBe('Awaiting your answer');
    const accept = within(item).getByRole('button', { name: 'Accept' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    await user.click(within(item).getAllByRole('radio')[1]!);
    await user.click(accept);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual([
        INTERVIEW_ANSWERS.acceptedDone,
      ]),
    );
    const answer = calls.find((call) => call.url.pathname.endsWith('/response'));
    expect(answer?.url.pathname).toBe(`/api/user/interview-requests/${current.id}/response`);
    expect(answer?.body).toEqual({ action: 'accept', slotIndex: 1 });
    expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.getByTestId('interview-status').textContent).toBe('Accepted');
  });

  it('says who closed a cancelled request: GTM Combine for a hire elsewhere, or the company with its reason', async () => {
    fakeApi(
      handleOperation(listCandidateInterviewRequests, () => ({
        status: 200,
        body: {
          items: [
            { ...pending(), status: 'cancelled', cancelled: { by: 'portal', reason: null } },
            {
              ...pending(),
              id: '64f0c2aa00000000000000a2',
              companyName: 'Globex',
              status: 'cancelled',
              cancelled: { by: 'company', reason: 'The role is filled.' },
            },
            {
              ...pending(),
              id: '64f0c2aa00000000000000a3',
              companyName: 'Initech',
              status: 'cancelled',
              cancelled: { by: 'company', reason: null },
            },
          ],
        },
      })),
    );
    renderScreen(<InterviewRequestsPanel hasProfile timeZone="UTC" />);
    await waitFor(() => expect(screen.getAllByTestId('interview-cancelled')).toHaveLength(3));
    expect(screen.getAllByTestId('interview-cancelled').map((text) => text.textContent)).toEqual([
      INTERVIEW_ANSWERS.closedByHireForCandidate,
      `${INTERVIEW_ANSWERS.cancelledByCompany} Reason: The role is filled.`,
      INTERVIEW_ANSWERS.cancelledByCompany,
    ]);
  });

  it('declines only with a reason', async () => {
    const calls = fakeApi(
      handleOperation(listCandidateInterviewRequests, () => ({ status: 200, body: { items: [pending()] } })),
    );
    renderScreen(<InterviewRequestsPanel hasProfile timeZone="UTC" />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(INTERVIEW_ANSWERS.reasonRequired)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Decline' }).hasAttribute('disabled')).toBe(true);
    expect(calls.filter((call) => call.url.pathname.endsWith('/response'))).toEqual([]);
  });
});

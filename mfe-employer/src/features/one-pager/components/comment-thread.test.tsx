/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TClientComment } from '@gtm/contracts/employer';
import { addClientComment } from '@gtm/contracts/operations/employer-portal';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { CommentThread } from './comment-thread.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });
const PARAMS = { shareId: '64f0c2aa0000000000000001', onePagerId: '64f0c2aa0000000000000002' };

const comment = (body: string): TClientComment => ({
  id: '64f0c2aa00000000000000c1',
  authorName: 'Erin Employer',
  authorKind: 'employer',
  body,
  createdAt: '2026-03-15T18:00:00.000Z',
});

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the employer's comment thread", () => {
  it("asks for a comment in the contract's words before sending anything", async () => {
    const calls = fakeApi();
    renderScreen(<CommentThread params={PARAMS} comments={[]} onAdded={() => undefined} />);
    expect(screen.getByText('No comments yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText(EMPLOYER_ANSWERS.commentRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed comment, hands it on and says so', async () => {
    const calls = fakeApi(
      handleOperation(addClientComment, ({ body }) => ({
        status: 201,
        body: comment((body as { body: string }).body),
      })),
    );
    const added: TClientComment[] = [];
    renderScreen(<CommentThread params={PARAMS} comments={[]} onAdded={(one) => added.push(one)} />);
    await user.type(screen.getByLabelText('Add a comment'), '  Strong discovery call.  ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(added.map((one) => one.body)).toEqual(['Strong discovery call.']));
    expect(calls[0]?.url.pathname).toBe(
      `/api/employer/combines/${PARAMS.shareId}/one-pagers/${PARAMS.onePagerId}/comments`,
    );
    expect(calls[0]?.body).toEqual({ body: 'Strong discovery call.' });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual([
      EMPLOYER_ANSWERS.commentAdded,
    ]);
  });

  it("shows a refusal's field issue on the field, and its message in a toast", async () => {
    const tooLong = EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.comment);
    fakeApi(
      handleOperation(addClientComment, () => ({
        status: 400,
        body: { success: false, message: tooLong, issues: [{ path: 'body', message: tooLong }] },
      })),
    );
    renderScreen(<CommentThread params={PARAMS} comments={[]} onAdded={() => undefined} />);
    await user.type(screen.getByLabelText('Add a comment'), 'A comment the server refuses.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.getAllByText(tooLong).length).toBeGreaterThan(0));
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({
        title: 'Failed to add the comment',
        description: tooLong,
        variant: 'destructive',
      }),
    );
  });
});

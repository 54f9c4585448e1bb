/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import type { TTalentCombine } from '@gtm/contracts/talent';
import { fakeApi, findDialog, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { TalentCombineFormDialog } from './talent-combine-form-dialog.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('the Create Talent Combine dialog', () => {
  it("keeps a short name and description from being sent, in spec section 5's words", async () => {
    const calls = fakeApi();
    renderScreen(<TalentCombineFormDialog onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await findDialog('Create Talent Combine');
    await user.type(within(dialog).getByLabelText('Name'), 'Q1');
    await user.type(within(dialog).getByLabelText('Description'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(await within(dialog).findByText('Description must be at least 10 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('creates the combine with its target date as a calendar day, and hands it on', async () => {
    const calls = fakeApi(
      handleOperation(createTalentCombine, ({ body }) => ({
        status: 201,
        body: {
          ...(body as object),
          id: '64f0c2aa0000000000000001',
          createdAt: '2026-03-01T12:00:00.000Z',
          updatedAt: '2026-03-01T12:00:00.000Z',
          onePagerCount: 0,
        },
      })),
    );
    const saved: TTalentCombine[] = [];
    renderScreen(<TalentCombineFormDialog onClose={() => undefined} onSaved={(one) => saved.push(one)} />);
    const dialog = await findDialog('Create Talent Combine');
    await user.type(within(dialog).getByLabelText('Name'), 'Q2 GTM Talent Combine');
    await user.type(within(dialog).getByLabelText('Description'), 'Five SDRs for the spring hiring round.');
    fireEvent.change(within(dialog).getByLabelText('Target date'), { target: { value: '2026-03-15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Q2 GTM Talent Combine',
      description: 'Five SDRs for the spring hiring round.',
      status: 'active',
      targetDate: '2026-03-15',
    });
    await waitFor(() => expect(saved.map((one) => one.targetDate)).toEqual(['2026-03-15']));
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Talent combine created');
  });
});

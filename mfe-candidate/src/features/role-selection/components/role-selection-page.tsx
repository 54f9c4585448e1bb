import { Button, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TCandidateRole } from '@gtm/contracts/users';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { useSelectRole } from '../api/select-role.ts';

const ROLES: { value: TCandidateRole; title: string; text: string; onboarding: string }[] = [
  {
    value: 'SDR',
    title: 'SDR / BDR',
    text: 'You are starting a sales career and have no full-time closing experience yet.',
    onboarding: PATHS.candidate.onboardingSdr,
  },
  {
    value: 'AE',
    title: 'Account Executive (AE)',
    text: 'You have at least 1 year of full-cycle closing experience in tech.',
    onboarding: PATHS.candidate.onboardingAe,
  },
];

const SUBTITLE = 'Select the role that best describes your experience.';

/** `/candidate/role-selection`: SDR / BDR or AE; the choice leads to the matching onboarding form. */
export function RoleSelectionPage() {
  useDocumentHead({ title: pageTitle('Choose Your Role'), description: SUBTITLE });
  const navigate = useNavigate();
  const [role, setRole] = useState<TCandidateRole | null>(
    () => useSessionStore.getState().user?.role ?? null,
  );
  const select = useSelectRole({
    onSuccess: async (_answer, chosen) => {
      toast({ title: 'Role selected', description: 'Your profile has been updated.' });
      await useSessionStore.getState().refresh();
      const onboarding = ROLES.find((item) => item.value === chosen)?.onboarding;
      if (onboarding) void navigate(onboarding);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to save your role selection. Please try again.'),
  });
  const saving = select.isMutating;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = ROLES.find((item) => item.value === role);
    if (!chosen) {
      toast({ title: 'Please select a role', description: SUBTITLE, variant: 'destructive' });
      return;
    }
    void select.trigger(chosen.value);
  };

  return (
    <section className="cand-page">
      <Typography.Title level={1} className="cand-page__title">
        Choose Your Role
      </Typography.Title>
      <Typography.Paragraph type="secondary">{SUBTITLE}</Typography.Paragraph>
      <form onSubmit={(event) => void submit(event)}>
        {/* Native radios (antd's): Tab reaches the group, the arrow keys move the choice between the cards. */}
        <Radio.Group
          value={role}
          onChange={(event) => setRole(event.target.value as TCandidateRole)}
          aria-label="Your role"
          className="cand-roles"
        >
          {ROLES.map((item) => (
            <Radio
              key={item.value}
              value={item.value}
              className="cand-role-card"
              data-testid={`role-card-${item.value}`}
            >
              <span className="cand-role-card__title">{item.title}</span>
              <span className="cand-role-card__text">{item.text}</span>
            </Radio>
          ))}
        </Radio.Group>
        <Button type="primary" htmlType="submit" size="large" disabled={role === null} loading={saving}>
          Continue
        </Button>
      </form>
    </section>
  );
}

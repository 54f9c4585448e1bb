import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { serverIssues } from '../../../lib/api-error-message.ts';
import { revalidateOwnProfile } from '../../../lib/get-own-profile.ts';

/**
 * Runs an onboarding submit with the form's saving state and spec section 8's toasts ('...created.' on 201,
 * '...updated.' on 200), then reloads the shared profile and goes to the dashboard. A refusal's field issues
 * (the server validates with the same schemas) are shown under their fields as well.
 */
export function useSaveProfile(form: FormInstance) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const save = async (submit: () => Promise<{ created: boolean }>) => {
    setSaving(true);
    try {
      const { created } = await submit();
      toast({
        title: 'Profile saved',
        description: `Your profile has been successfully ${created ? 'created' : 'updated'}.`,
      });
      await revalidateOwnProfile();
      void navigate(PATHS.candidate.dashboard);
    } catch (error) {
      form.setFields(serverIssues(error));
      toastFailure('Error', error, 'Failed to save your profile. Please try again.');
      setSaving(false);
    }
  };

  return { saving, save };
}

import { Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { COMBINE_DAY_ANSWERS, COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { FormDialog } from '@gtm/web-kit/form-dialog.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { TCombineDayParams } from '../../../lib/use-combine-day.ts';
import { useAddCandidate, useShareCandidates } from '../api/combine-day.ts';

type TAddValues = { onePagerId: string };

/**
 * "Add a candidate" (issue 44's late add): one more candidate of the shared combine, not on this day yet, placed by
 * the service into a free segment and invited. Who cannot be placed (booked then, not available, no free
 * segment left) is told in the service's words and nothing changes.
 */
export function AddCandidateDialog({
  params,
  day,
  onAdded,
  onClose,
}: {
  params: TCombineDayParams;
  day: TCombineDay;
  onAdded: (day: TCombineDay) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TAddValues>();
  const combine = useShareCandidates(params.shareId);
  const onDay = useMemo(() => new Set(day.segments.map((segment) => segment.onePagerId)), [day.segments]);
  const options = (combine.data?.candidates ?? [])
    .filter((candidate) => !onDay.has(candidate.onePagerId))
    .map((candidate) => ({ value: candidate.onePagerId, label: candidate.displayName }));
  const add = useAddCandidate(params, {
    onSuccess: (added) => {
      toast({ title: COMBINE_DAY_MESSAGES.added });
      onAdded(added);
    },
    onError: (error) => toastFailure('The candidate was not added', error),
  });
  return (
    <FormDialog<TAddValues>
      title="Add a candidate"
      submitText="Add and invite"
      form={form}
      name="add-combine-day-candidate"
      submitting={add.isMutating}
      disableWhileSubmitting
      onClose={onClose}
      onSubmit={(values) => void add.trigger(values)}
      intro={
        <Typography.Paragraph>
          They take the first free segment that fits their availability and bookings, and are invited at once.
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="onePagerId"
        label="Candidate"
        rules={[{ required: true, message: COMBINE_DAY_ANSWERS.candidates }]}
      >
        <Select
          options={options}
          loading={combine.isLoading}
          placeholder={options.length === 0 && !combine.isLoading ? 'Everyone is on this day' : 'Choose'}
          notFoundContent="Everyone of this combine is on this day"
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
    </FormDialog>
  );
}

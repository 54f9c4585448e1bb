import { Form } from 'antd';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { InterviewTimesDialog } from '@gtm/web-kit/interview-times-dialog.tsx';
import type { TInterviewTimesForm } from '@gtm/web-kit/interview-times-dialog.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '../lib/failure-toast.ts';
import { useSendInterviewTimes } from '../lib/request-interview.ts';
import type { TShareCandidate } from '../lib/update-evaluation.ts';

/**
 * 'Request interview': one to five proposed times, one length for all, and a note. The form checks what it
 * can (a time each, in the future, within 180 days, no repeats) and shows the server's field issues on the
 * fields they name. With `rescheduling` (a request's id) it sends new times for that request instead.
 */
export function InterviewRequestDialog({
  params,
  candidateName,
  open,
  onClose,
  onRequested,
  rescheduling,
}: {
  params: TShareCandidate;
  candidateName: string;
  open: boolean;
  onClose: () => void;
  onRequested: (request: TInterviewRequest) => void;
  rescheduling?: string;
}) {
  const [form] = Form.useForm<TInterviewTimesForm>();
  const times = useSendInterviewTimes(params, rescheduling, {
    onSuccess: (request) => {
      onRequested(request);
      toast(
        rescheduling
          ? { title: INTERVIEW_ANSWERS.rescheduledDone }
          : { title: 'Interview requested', description: EMPLOYER_ANSWERS.interviewRequested },
      );
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      form.setFields(serverIssues(error));
      toastFailure(
        rescheduling ? 'Failed to reschedule the interview' : 'Failed to request the interview',
        error,
      );
    },
  });
  const sending = times.isMutating;
  return (
    <InterviewTimesDialog
      open={open}
      title={
        rescheduling
          ? `Reschedule the interview with ${candidateName}`
          : `Request an interview with ${candidateName}`
      }
      submitText={rescheduling ? 'Send new times' : 'Request interview'}
      sending={sending}
      onClose={onClose}
      onSend={(body) => void times.trigger(body)}
      form={form}
      slots={{ legend: 'Proposed times', slotNoun: 'time slot', classPrefix: 'emp-slots' }}
      submitDisabled={sending}
      formTestId="interview-form"
    />
  );
}

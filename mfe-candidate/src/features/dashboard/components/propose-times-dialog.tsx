import { Form } from 'antd';
import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import { InterviewTimesDialog } from '@gtm/web-kit/interview-times-dialog.tsx';
import type { TInterviewTimesForm } from '@gtm/web-kit/interview-times-dialog.tsx';

/** The candidate's other times: slots and a note, in the shape of a company's request. */
export type TProposal = TInterviewRequestCreate;

type TProposeTimesDialogProps = {
  companyName: string;
  open: boolean;
  sending: boolean;
  onPropose: (proposal: TProposal) => void;
  onClose: () => void;
};

/** 'Propose other times': one to five times, one length for all, and a note for the company. */
export function ProposeTimesDialog({
  companyName,
  open,
  sending,
  onPropose,
  onClose,
}: TProposeTimesDialogProps) {
  const [form] = Form.useForm<TInterviewTimesForm>();
  return (
    <InterviewTimesDialog
      open={open}
      title={`Propose other times to ${companyName}`}
      submitText="Send times"
      sending={sending}
      onClose={onClose}
      onSend={onPropose}
      form={form}
      slots={{ legend: 'Your times', slotNoun: 'time', classPrefix: 'cand-propose__slots' }}
    />
  );
}

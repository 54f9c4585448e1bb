import { Form, Input, Select } from 'antd';
import { ZCreateTalentCombine } from '@gtm/contracts/talent';
import type { TTalentCombine } from '@gtm/contracts/talent';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveTalentCombine } from '../api/save-talent-combine.ts';
import { STATUS_OPTIONS } from './combine-tags.tsx';

type TFormValues = {
  name: string;
  description: string;
  status: TTalentCombine['status'];
  targetDate: string;
};

const { shape } = ZCreateTalentCombine;

interface TTalentCombineFormDialogProps {
  /** The combine to edit; none to create one. */
  combine?: TTalentCombine;
  onClose: () => void;
  onSaved: (combine: TTalentCombine) => void;
}

/**
 * The create dialog of `/admin/dashboard/talent-combines/new` and the combine's edit form (spec section 5:
 * name at least 3 characters, description at least 10, status required and active by default, target date
 * optional), its rules the service's own schema.
 */
export function TalentCombineFormDialog({ combine, onClose, onSaved }: TTalentCombineFormDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const editing = combine !== undefined;
  const save = useSaveTalentCombine({
    onSuccess: (saved) => {
      toast(
        editing
          ? { title: 'Talent combine updated', description: `${saved.name} has been saved.` }
          : { title: 'Talent combine created', description: `${saved.name} is ready for one-pagers.` },
      );
      onSaved(saved);
    },
    onError: (error) =>
      toast({
        title: editing ? 'Failed to update' : 'Failed to create',
        description:
          serverMessage(error) ??
          (editing ? 'Failed to update the talent combine.' : 'Failed to create the talent combine.'),
        variant: 'destructive',
      }),
  });

  return (
    <FormDialog<TFormValues>
      title={editing ? `Edit ${combine.name}` : 'Create Talent Combine'}
      rootClassName="talent-combines-dialog"
      submitText={editing ? 'Save Changes' : 'Create'}
      form={form}
      width={560}
      submitting={save.isMutating}
      onClose={onClose}
      onSubmit={(values) =>
        void save.trigger({
          ...(editing ? { id: combine.id } : {}),
          body: { ...values, targetDate: values.targetDate || null },
        })
      }
      initialValues={{
        name: combine?.name ?? '',
        description: combine?.description ?? '',
        status: combine?.status ?? 'active',
        targetDate: combine?.targetDate ?? '',
      }}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(shape.name)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(shape.description)]}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[zodRule(shape.status)]}>
        <Select options={STATUS_OPTIONS} />
      </Form.Item>
      <Form.Item name="targetDate" label="Target date" rules={[zodRule(shape.targetDate)]} extra="Optional.">
        <Input type="date" />
      </Form.Item>
    </FormDialog>
  );
}

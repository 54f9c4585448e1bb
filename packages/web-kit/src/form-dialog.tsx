import { Form, Modal } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import type { ReactNode } from 'react';
import { DialogButtons } from './dialog-buttons.tsx';

export type TFormDialogProps<TValues> = {
  title: ReactNode;
  /** Whether the dialog shows (a dialog a route or a state mounts is open from the start). */
  open?: boolean;
  /** The dialog's own class (dialogs are portaled outside the page's). */
  rootClassName?: string;
  /** The submit button's words ('Send Invitation'). */
  submitText: string;
  /** The dialog's form (`Form.useForm`), so a failure can mark the fields the server named. */
  form: FormInstance<TValues>;
  /** Sends the values; the dialog's buttons are busy while `submitting`. */
  onSubmit: (values: TValues) => void;
  submitting: boolean;
  onClose: () => void;
  /** What the dialog says above the fields, and below them. */
  intro?: ReactNode;
  outro?: ReactNode;
  /** The form's name (its fields' ids) and starting values. */
  name?: string;
  initialValues?: FormProps<TValues>['initialValues'];
  /** Keeps the submit button disabled (nothing changed yet). */
  submitDisabled?: boolean;
  /** The fields wait too while submitting. */
  disableWhileSubmitting?: boolean;
  /** A destructive action's submit button. */
  danger?: boolean;
  /** Told of every change (a warning that depends on a field). */
  onValuesChange?: FormProps<TValues>['onValuesChange'];
  width?: number;
  /** The form's `data-testid`. */
  formTestId?: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * One dialog around one form, in every area: the title, an optional intro, the fields, and Cancel and the
 * submit button in the footer (the submit sends the form, so its rules run first). While `submitting` both
 * buttons wait and the dialog cannot be closed by accident.
 */
export function FormDialog<TValues>({
  title,
  open = true,
  rootClassName,
  submitText,
  form,
  onSubmit,
  submitting,
  onClose,
  intro,
  outro,
  name,
  initialValues,
  submitDisabled = false,
  disableWhileSubmitting = false,
  danger = false,
  onValuesChange,
  width,
  formTestId,
  children,
}: TFormDialogProps<TValues>) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={submitting ? undefined : onClose}
      destroyOnHidden
      {...(rootClassName ? { rootClassName } : {})}
      {...(width ? { width } : {})}
      footer={
        <DialogButtons
          submitText={submitText}
          onSubmit={() => form.submit()}
          onCancel={onClose}
          busy={submitting}
          submitDisabled={submitDisabled}
          danger={danger}
        />
      }
    >
      {intro}
      <Form<TValues>
        form={form}
        {...(name ? { name } : {})}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onSubmit}
        disabled={disableWhileSubmitting && submitting}
        {...(onValuesChange ? { onValuesChange } : {})}
        {...(formTestId ? { 'data-testid': formTestId } : {})}
      >
        {children}
      </Form>
      {outro}
    </Modal>
  );
}

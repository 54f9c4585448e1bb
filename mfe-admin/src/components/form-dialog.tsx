import { Form, Modal } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import type { ReactNode } from 'react';
import { DialogButtons } from '@gtm/web-kit/dialog-buttons.tsx';

export type TFormDialogProps<TValues> = {
  title: ReactNode;
  /** The dialog's own class (dialogs are portaled outside the page's). */
  rootClassName: string;
  /** The submit button's words ('Send Invitation'). */
  submitText: string;
  /** The dialog's form (`Form.useForm`), so a failure can mark the fields the server named. */
  form: FormInstance<TValues>;
  /** Sends the values; the dialog's buttons are busy while `submitting`. */
  onSubmit: (values: TValues) => void;
  submitting: boolean;
  onClose: () => void;
  /** What the dialog says above the fields. */
  intro?: ReactNode;
  /** The form's name (its fields' ids) and starting values. */
  name?: string;
  initialValues?: FormProps<TValues>['initialValues'];
  /** Keeps the submit button disabled (nothing changed yet). */
  submitDisabled?: boolean;
  /** Told of every change (a warning that depends on a field). */
  onValuesChange?: FormProps<TValues>['onValuesChange'];
  width?: number;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * One admin dialog around one form: the title, an optional intro, the fields, and Cancel and the submit
 * button in the footer. The first invalid field is brought into view (the areas' `scrollToFirstError`); while
 * `submitting` both buttons wait and the dialog cannot be closed by accident.
 */
export function FormDialog<TValues>({
  title,
  rootClassName,
  submitText,
  form,
  onSubmit,
  submitting,
  onClose,
  intro,
  name,
  initialValues,
  submitDisabled = false,
  onValuesChange,
  width,
  children,
}: TFormDialogProps<TValues>) {
  return (
    <Modal
      open
      rootClassName={rootClassName}
      title={title}
      onCancel={submitting ? undefined : onClose}
      destroyOnHidden
      {...(width ? { width } : {})}
      footer={
        <DialogButtons
          submitText={submitText}
          onSubmit={() => form.submit()}
          onCancel={onClose}
          busy={submitting}
          submitDisabled={submitDisabled}
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
        {...(onValuesChange ? { onValuesChange } : {})}
      >
        {children}
      </Form>
    </Modal>
  );
}

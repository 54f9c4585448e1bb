import { Form, Input } from 'antd';
import type { z } from 'zod';
import { zodRule } from './zod-rule.ts';

/** A text field's label, name (in the form's values), schema and input. */
export type TZodTextFieldProps = {
  label: string;
  name: string;
  schema: z.ZodType;
  /** Marks the label only; the schema says what is required. */
  required?: boolean;
  /** Makes the field a text area of this many rows. */
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
};

/**
 * A text field of a form checked by its zod schema (the one the service validates with, see `zodRule`): one
 * line, or with `rows` a text area.
 */
export function ZodTextField({
  label,
  name,
  schema,
  required,
  rows,
  autoComplete,
  placeholder,
}: TZodTextFieldProps) {
  return (
    <Form.Item label={label} name={name} required={required} rules={[zodRule(schema)]}>
      {rows ? (
        <Input.TextArea rows={rows} placeholder={placeholder} />
      ) : (
        <Input autoComplete={autoComplete} placeholder={placeholder} />
      )}
    </Form.Item>
  );
}

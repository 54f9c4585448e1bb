import { Checkbox } from 'antd';
import type { ComponentProps } from 'react';

type TProps = ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * A checkbox group inside a Form.Item: a `group` for assistive technology, without the `aria-required` that
 * Form.Item adds to its control (not allowed on a group; the label's marker says it).
 */
export function CheckboxGroupField({ 'aria-required': _required, ...props }: TProps) {
  return <Checkbox.Group role="group" {...props} />;
}

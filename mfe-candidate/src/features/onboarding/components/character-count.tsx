import { Form } from 'antd';
import type { FormItemProps } from 'antd';

/** The live `n/250 characters` count under a text area (spec section 5), read from the form as it changes. */
export function CharacterCount({ name, max, id }: { name: FormItemProps['name']; max: number; id: string }) {
  const value = Form.useWatch(name) as string | undefined;
  return (
    <span id={id} className="cand-char-count" aria-live="polite">
      {`${value?.length ?? 0}/${max} characters`}
    </span>
  );
}

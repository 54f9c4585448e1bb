import { Form, Input } from 'antd';
import { ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { zodRule } from '../../../lib/zod-rule.ts';

const COMMON = ZSdrProfileInput.shape;

/**
 * Headline and short bio: the dashboard and the completion ring read them (spec section 5) and neither form of
 * the spec names a place for them, so both forms carry them as optional fields.
 */
export function HeadlineFields() {
  return (
    <>
      <Form.Item label="Headline" name="headline" rules={[zodRule(COMMON.headline)]}>
        <Input placeholder="e.g. Top-performing SDR at a Series B SaaS company" />
      </Form.Item>
      <Form.Item label="Short bio" name="shortBio" rules={[zodRule(COMMON.shortBio)]}>
        <Input.TextArea rows={3} placeholder="Two or three sentences companies read first." />
      </Form.Item>
    </>
  );
}

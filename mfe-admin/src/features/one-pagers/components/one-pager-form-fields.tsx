import { Col, Form, Input, Row, Select } from 'antd';
import { ONE_PAGER_LIMITS, ZOnePagerContentInput, ZUpdateOnePager } from '@gtm/contracts/talent';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { STATUS_OPTIONS } from './one-pager-status-tag.tsx';

const { TextArea } = Input;
const commas = 'Separate entries with commas.';
const perLine = `One per line, at most ${ONE_PAGER_LIMITS.listItems}.`;

/**
 * The fields of a one-pager (create and edit): title, status and summary, then the content of spec section 3.
 * Short lists are typed comma-separated, sentences one per line; the service checks the limits again.
 */
export function OnePagerFormFields() {
  return (
    <>
      <Form.Item name="title" label="Title" rules={[zodRule(ZUpdateOnePager.shape.title)]}>
        <Input maxLength={ONE_PAGER_LIMITS.title} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['content', 'name']}
            label="Candidate name"
            rules={[zodRule(ZOnePagerContentInput.shape.name)]}
          >
            <Input maxLength={ONE_PAGER_LIMITS.text} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="status"
            label="Status"
            rules={[{ required: true, message: 'Please select a status' }]}
          >
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['content', 'title']} label="Headline">
        <Input maxLength={ONE_PAGER_LIMITS.text} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={['content', 'location']} label="Location">
            <Input maxLength={ONE_PAGER_LIMITS.text} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['content', 'salaryExpectations']} label="Salary expectations">
            <Input maxLength={ONE_PAGER_LIMITS.text} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label="Summary">
        <TextArea rows={3} maxLength={ONE_PAGER_LIMITS.summary} showCount />
      </Form.Item>
      <Form.Item name={['content', 'summaryItems']} label="Summary items" extra={perLine}>
        <TextArea rows={3} />
      </Form.Item>
      <Form.Item name={['content', 'targetRoles']} label="Target roles" extra={commas}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={['content', 'quota']} label="Quota">
            <Input maxLength={ONE_PAGER_LIMITS.story} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['content', 'quotaAttainment']} label="Quota attainment">
            <Input maxLength={ONE_PAGER_LIMITS.story} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={['content', 'averageACV']} label="Average ACV">
            <Input maxLength={ONE_PAGER_LIMITS.text} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['content', 'dealCycles']} label="Deal cycles" extra={commas}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['content', 'methodologies']} label="Methodologies" extra={commas}>
        <Input />
      </Form.Item>
      <Form.Item name={['content', 'industries']} label="Industries" extra={commas}>
        <Input />
      </Form.Item>
      <Form.Item name={['content', 'achievements']} label="Achievements" extra={perLine}>
        <TextArea rows={3} />
      </Form.Item>
      <Form.Item name={['content', 'dealWalkthroughSituation']} label="Deal walkthrough: situation">
        <TextArea rows={2} maxLength={ONE_PAGER_LIMITS.story} />
      </Form.Item>
      <Form.Item name={['content', 'dealWalkthroughAction']} label="Deal walkthrough: action">
        <TextArea rows={2} maxLength={ONE_PAGER_LIMITS.story} />
      </Form.Item>
      <Form.Item name={['content', 'dealWalkthroughResult']} label="Deal walkthrough: result">
        <TextArea rows={2} maxLength={ONE_PAGER_LIMITS.story} />
      </Form.Item>
    </>
  );
}

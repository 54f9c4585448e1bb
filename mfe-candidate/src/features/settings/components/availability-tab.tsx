import { Alert, Button, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { KeyboardEvent } from 'react';
import type { TAvailability } from '@gtm/contracts/combine-days';
import { serverIssues, serverMessage } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { useAvailability, useSaveAvailability } from '../api/availability.ts';
import {
  AVAILABILITY_TEXTS,
  DAY_OPTIONS,
  MAX_WINDOWS,
  availabilityBody,
  initialAvailabilityValues,
  nextWindow,
  problemAt,
  timeZoneMatches,
  timeZoneOptions,
} from '../lib/availability-form.ts';
import type { TAvailabilityForm, TWindowField } from '../lib/availability-form.ts';

const TIME_ZONE_OPTIONS = timeZoneOptions();

/** A field's rule: the request's schema run on the whole form, its problem at this field (overlaps too). */
const ruleAt =
  (path: readonly (string | number)[]): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = problemAt(getFieldsValue(true) as TAvailabilityForm, path);
      if (problem) throw new Error(problem);
    },
  });

/**
 * The settings page's Availability tab: the candidate's time zone and weekly windows for combine days, saved
 * on their own ('Save availability'). Without windows the candidate may be placed at any time of a combine day.
 */
export function AvailabilityTab() {
  const { data, error, isLoading, mutate } = useAvailability();
  if (isLoading) return <Spin />;
  if (!data) {
    return (
      <Alert
        type="error"
        showIcon
        className="cand-alert"
        title={serverMessage(error) ?? AVAILABILITY_TEXTS.loadFailed}
        action={
          <Button size="small" onClick={() => void mutate()}>
            Retry
          </Button>
        }
      />
    );
  }
  return <AvailabilityForm availability={data} />;
}

/**
 * Enter in a field would submit the settings form this tab sits in (its own form renders no `<form>`): it is
 * kept from doing so.
 */
const keepEnterInside = (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

function AvailabilityForm({ availability }: { availability: TAvailability }) {
  const [form] = Form.useForm<TAvailabilityForm>();
  const save = useSaveAvailability({
    onSuccess: () => toast({ title: AVAILABILITY_TEXTS.saved }),
    onError: (failure) => {
      form.setFields(serverIssues<TAvailabilityForm>(failure));
      toastFailure('Error', failure, AVAILABILITY_TEXTS.saveFailed);
    },
  });
  /** A change may settle or raise another field's problem (an overlap, an order): every field is checked again. */
  const recheck = () => void form.validateFields().catch(() => undefined);

  return (
    // Inside the settings page's form: no `<form>` of its own (nested forms are invalid HTML).
    <div onKeyDown={keepEnterInside} role="group" aria-labelledby="availability-title">
      <Typography.Title level={2} id="availability-title" className="cand-form__subtitle">
        When you can meet
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A combine day is one afternoon of short interviews with a company. Tell us the weekly times that suit
        you, in your time zone, and we only place you there.
      </Typography.Paragraph>
      <Form<TAvailabilityForm>
        form={form}
        component={false}
        layout="vertical"
        initialValues={initialAvailabilityValues(availability)}
        onValuesChange={recheck}
        // Sent once every field passed the request's own schema: the body is an availability.
        onFinish={(values) => void save.trigger(availabilityBody(values) as TAvailability)}
      >
        <Form.Item name="timeZone" label="Time zone" rules={[ruleAt(['timeZone'])]}>
          <Select<string>
            showSearch={{
              filterOption: (search, option) => timeZoneMatches(search, String(option?.value ?? '')),
            }}
            options={TIME_ZONE_OPTIONS}
            placeholder="Search time zones..."
            aria-label="Time zone"
          />
        </Form.Item>
        <Form.List
          name="windows"
          rules={[
            {
              validator: async (_rule, windows: TWindowField[] | undefined) => {
                const values = { timeZone: form.getFieldValue('timeZone') as string, windows: windows ?? [] };
                const problem = problemAt(values, ['windows']);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div
              role="group"
              aria-labelledby="availability-windows-title"
              className="cand-availability__windows"
            >
              <Typography.Paragraph strong id="availability-windows-title">
                Weekly windows
              </Typography.Paragraph>
              {fields.length === 0 ? (
                <Typography.Paragraph>{AVAILABILITY_TEXTS.noWindows}</Typography.Paragraph>
              ) : null}
              {fields.map((field, index) => {
                const n = index + 1;
                return (
                  <Flex key={field.key} gap="small" align="start" wrap>
                    <Form.Item name={[field.name, 'day']} rules={[ruleAt(['windows', field.name, 'day'])]}>
                      <Select options={DAY_OPTIONS} aria-label={`Window ${n} day`} style={{ width: 96 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'from']} rules={[ruleAt(['windows', field.name, 'from'])]}>
                      <Input type="time" aria-label={`Window ${n} from`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'to']} rules={[ruleAt(['windows', field.name, 'to'])]}>
                      <Input type="time" aria-label={`Window ${n} to`} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)} aria-label={`Remove window ${n}`}>
                      Remove
                    </Button>
                  </Flex>
                );
              })}
              <Button
                onClick={() =>
                  add(nextWindow((form.getFieldValue('windows') as TWindowField[] | undefined) ?? []))
                }
                disabled={fields.length >= MAX_WINDOWS}
              >
                Add a window
              </Button>
              <Form.ErrorList errors={errors} />
            </div>
          )}
        </Form.List>
        <Button type="primary" size="large" onClick={() => form.submit()} loading={save.isMutating}>
          Save availability
        </Button>
      </Form>
    </div>
  );
}

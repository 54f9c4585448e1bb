import { Button, DatePicker, Flex, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import { outsideSlotWindow, slotCountProblem, slotProblemAt } from './interview-slots.ts';

/** One proposed time as the form holds it: the picker's value, null until one is chosen. */
export type TSlotField = { start: Dayjs | null };

/** A form's proposed times as Dates, in the form's order (null where none is chosen). */
export const startsOf = (slots: readonly (TSlotField | undefined)[] | undefined) =>
  (slots ?? []).map((slot) => (slot?.start ? slot.start.toDate() : null));

/**
 * The proposed times of a form (its `slots` list): a date and time picker each, 'Remove' beside each while
 * there are two or more, and 'Add a …' up to {@link EMPLOYER_LIMITS.slots}. Every time is checked as the
 * server checks it, a repeated one included (see `interview-slots.ts`). `slotNoun` names a time in the area's
 * words ('time': 'Time 1', 'Remove time 1', 'Add a time'); `classPrefix` names the fieldset's classes
 * (`<prefix>`, `<prefix>__field`, `<prefix>__picker`, `<prefix>__remove`).
 */
export function InterviewSlotsField({
  legend,
  slotNoun,
  classPrefix,
}: {
  legend: string;
  slotNoun: string;
  classPrefix: string;
}) {
  const label = `${slotNoun.charAt(0).toUpperCase()}${slotNoun.slice(1)}`;
  return (
    <Form.List
      name="slots"
      rules={[
        {
          validator: async (_rule, slots: TSlotField[] | undefined) => {
            const problem = slotCountProblem(slots?.length ?? 0);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className={classPrefix}>
          <legend>{legend}</legend>
          {fields.map((field, index) => (
            <Flex key={field.key} gap="small" align="start">
              <Form.Item
                name={[field.name, 'start']}
                label={`${label} ${index + 1}`}
                className={`${classPrefix}__field`}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async () => {
                      const starts = startsOf(getFieldValue('slots') as TSlotField[] | undefined);
                      const problem = slotProblemAt(starts, field.name);
                      if (problem) throw new Error(problem);
                    },
                  }),
                ]}
              >
                <DatePicker
                  showTime={{ format: 'HH:mm', minuteStep: 5 }}
                  format="YYYY-MM-DD HH:mm"
                  disabledDate={(day) => outsideSlotWindow(day)}
                  className={`${classPrefix}__picker`}
                />
              </Form.Item>
              {fields.length > 1 ? (
                <Button
                  className={`${classPrefix}__remove`}
                  onClick={() => remove(field.name)}
                  aria-label={`Remove ${slotNoun} ${index + 1}`}
                >
                  Remove
                </Button>
              ) : null}
            </Flex>
          ))}
          {/* Inside the form: disabled with it, while it is being sent. */}
          <Button onClick={() => add({ start: null })} disabled={fields.length >= EMPLOYER_LIMITS.slots}>
            {`Add a ${slotNoun}`}
          </Button>
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
}

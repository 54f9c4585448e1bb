import { Button, Card, Form, Input, Radio, Rate, Typography } from 'antd';
import { cloneElement, useEffect } from 'react';
import type { ReactElement } from 'react';
import {
  CLIENT_DECISION_LABELS,
  CLIENT_DECISIONS,
  CLIENT_RATING,
  EMPLOYER_ANSWERS,
  EMPLOYER_LIMITS,
} from '@gtm/contracts/employer';
import type { TClientEvaluation, TPrivateNoteUpdate } from '@gtm/contracts/employer';
import { getEmployerOnePager, updatePrivateNote } from '@gtm/contracts/operations/employer-portal';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { toastFailure } from '../lib/failure-toast.ts';
import { EMPLOYER_FORM_RULES } from '../lib/form-rules.ts';
import { useUpdateEvaluation } from '../lib/update-evaluation.ts';
import type { TShareCandidate } from '../lib/update-evaluation.ts';
import { evaluationFormValues, evaluationUpdateOf, isEmptyEvaluation } from '../lib/evaluation-form.ts';
import type { TEvaluationFormValues } from '../lib/evaluation-form.ts';

/** What each number of stars means, shown as the star's tooltip and read as its name. */
const RATING_LABELS = ['Weak fit', 'Possible fit', 'Good fit', 'Strong fit'];

// antd's Rate renders its stars as radios in a plain list: the list is named and made their group.
const RATE_GROUP = { role: 'radiogroup', 'aria-label': 'Rating' };

type TStar = ReactElement<{ role?: string; children: ReactElement<Record<string, unknown>> }>;

/** Names each star for assistive technology ('3 of 4 stars: Good fit'); antd's stars have no name. */
const namedStar = (node: ReactElement, { index }: { index?: number }) => {
  const star = node as TStar;
  const position = (index ?? 0) + 1;
  // The list item is only a wrapper once the list is the radio group.
  return cloneElement(
    star,
    { role: 'none' },
    cloneElement(star.props.children, {
      'aria-label': `${position} of ${CLIENT_RATING.max} stars: ${RATING_LABELS[position - 1]}`,
    }),
  );
};

/**
 * The company's private team note on the candidate: read from the one-pager the page loaded (never fetched again:
 * each fetch is a recorded view), saved in place, and seen by the company's users alone.
 */
function PrivateNoteCard({ params }: { params: TShareCandidate }) {
  const onePager = useOperation(
    getEmployerOnePager,
    { params },
    {
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  const note = onePager.data?.privateNote ?? null;
  const [form] = Form.useForm<TPrivateNoteUpdate>();
  const save = useMutation(
    updatePrivateNote.id,
    (body: TPrivateNoteUpdate) => callOperation(updatePrivateNote, { params, body }),
    {
      onSuccess: ({ privateNote }) => {
        void onePager.mutate((current) => (current ? { ...current, privateNote } : current), {
          revalidate: false,
        });
        form.setFieldsValue({ text: privateNote?.text ?? '' });
        toast({
          title: EMPLOYER_ANSWERS.noteSaved,
          description: privateNote ? 'Only your team can read it.' : 'The note is removed.',
        });
      },
      onError: (error) => {
        form.setFields(serverIssues(error));
        toastFailure('Failed to save the note', error);
      },
    },
  );
  const saving = save.isMutating;
  return (
    <Card
      className="emp-section"
      role="region"
      aria-labelledby="private-note-title"
      data-testid="private-note"
    >
      <Typography.Title level={2} id="private-note-title" className="emp-section__title">
        Team note
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="emp-section__meta" id="private-note-help">
        Private to your company: the GTM Combine team and the candidate never see it.
      </Typography.Paragraph>
      <Form<TPrivateNoteUpdate>
        form={form}
        layout="vertical"
        initialValues={{ text: note?.text ?? '' }}
        onFinish={(values) => void save.trigger({ text: values.text ?? '' })}
        disabled={saving}
      >
        <Form.Item
          name="text"
          label="Note"
          rules={[{ max: EMPLOYER_LIMITS.note, message: EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.note) }]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={EMPLOYER_LIMITS.note}
            aria-describedby="private-note-help"
          />
        </Form.Item>
        <Button htmlType="submit" loading={saving} disabled={saving}>
          Save note
        </Button>
        {note ? (
          <Typography.Paragraph type="secondary" className="emp-section__meta">
            Last saved {formatDateTime(note.updatedAt)}
            {note.updatedBy ? ` by ${note.updatedBy}` : ''}
          </Typography.Paragraph>
        ) : null}
      </Form>
    </Card>
  );
}

/**
 * The company's decision on the candidate (Interested / Maybe / Pass, a reason required on Pass) and its 1-4
 * rating, saved together; the whole company shares one evaluation per candidate. Below it, the team's private
 * note. Shared by the one-pager page and a combine day's run of show; the screen has loaded the one-pager
 * (`getEmployerOnePager`) before it shows the panel, whose note is read from that answer.
 */
export function EvaluationPanel({
  params,
  evaluation,
  onSaved,
}: {
  params: TShareCandidate;
  evaluation: TClientEvaluation;
  onSaved: (evaluation: TClientEvaluation) => void;
}) {
  const [form] = Form.useForm<TEvaluationFormValues>();
  const decision = Form.useWatch('decision', form);
  const rating = Form.useWatch('rating', form);
  // Until the form is watched, it shows the stored evaluation.
  const empty = isEmptyEvaluation(
    decision === undefined && rating === undefined ? evaluationFormValues(evaluation) : { decision, rating },
  );

  // A newer evaluation (a colleague's, read again on opening) replaces what the form shows, unless being edited.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue(evaluationFormValues(evaluation));
  }, [evaluation, form]);

  const update = useUpdateEvaluation(params, {
    onSuccess: (saved) => {
      onSaved(saved);
      form.setFieldsValue(evaluationFormValues(saved));
      toast({ title: EMPLOYER_ANSWERS.evaluationSaved, description: 'Your evaluation has been saved.' });
    },
    onError: (error) => {
      form.setFields(serverIssues(error));
      toastFailure('Failed to save', error);
    },
  });
  const saving = update.isMutating;
  const save = (values: TEvaluationFormValues) => void update.trigger(evaluationUpdateOf(values));

  return (
    <>
      <Card className="emp-section" role="region" aria-labelledby="evaluation-title" data-testid="evaluation">
        <Typography.Title level={2} id="evaluation-title" className="emp-section__title">
          Your evaluation
        </Typography.Title>
        <Form<TEvaluationFormValues>
          form={form}
          layout="vertical"
          initialValues={evaluationFormValues(evaluation)}
          onFinish={save}
          disabled={saving}
        >
          <Form.Item name="decision" label="Decision">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label="Decision"
              options={CLIENT_DECISIONS.map((value) => ({ value, label: CLIENT_DECISION_LABELS[value] }))}
            />
          </Form.Item>
          {decision === 'pass' ? (
            <Form.Item
              name="passReason"
              label="Why are you passing?"
              required
              rules={EMPLOYER_FORM_RULES.passReason}
            >
              <Input.TextArea rows={3} showCount maxLength={EMPLOYER_LIMITS.passReason} />
            </Form.Item>
          ) : null}
          <Form.Item name="rating" label="Rating" extra="From 1 (weak fit) to 4 (strong fit).">
            <Rate
              count={CLIENT_RATING.max}
              tooltips={RATING_LABELS}
              characterRender={namedStar}
              {...RATE_GROUP}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={saving || empty}
            aria-describedby={empty ? 'evaluation-empty-note' : undefined}
          >
            Save evaluation
          </Button>
          {empty ? (
            <Typography.Paragraph type="secondary" id="evaluation-empty-note" className="emp-section__meta">
              {EMPLOYER_ANSWERS.evaluationEmpty} to save an evaluation.
            </Typography.Paragraph>
          ) : null}
          {evaluation.updatedAt ? (
            <Typography.Paragraph type="secondary" className="emp-section__meta">
              Last saved {formatDateTime(evaluation.updatedAt)}
              {evaluation.updatedByName ? ` by ${evaluation.updatedByName}` : ''}
            </Typography.Paragraph>
          ) : null}
        </Form>
      </Card>
      <PrivateNoteCard params={params} />
    </>
  );
}

import { Button, Card, Empty, Form, Input, Tag, Typography } from 'antd';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TClientComment } from '@gtm/contracts/employer';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { EMPLOYER_FORM_RULES } from '../../../lib/form-rules.ts';
import { useAddComment } from '../api/add-comment.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';

type TCommentForm = { body: string };

/**
 * The thread on this candidate: the company's users write, the GTM Combine team reads and replies. Bodies are
 * shown as text, line breaks kept.
 */
export function CommentThread({
  params,
  comments,
  onAdded,
}: {
  params: TShareCandidate;
  comments: readonly TClientComment[];
  onAdded: (comment: TClientComment) => void;
}) {
  const [form] = Form.useForm<TCommentForm>();
  const add = useAddComment(params, {
    onSuccess: (comment) => {
      onAdded(comment);
      form.resetFields();
      toast({ title: EMPLOYER_ANSWERS.commentAdded, description: 'The GTM Combine team will see it.' });
    },
    onError: (error) => {
      form.setFields(serverIssues(error));
      toastFailure('Failed to add the comment', error);
    },
  });
  const sending = add.isMutating;
  const send = ({ body }: TCommentForm) => void add.trigger(body.trim());

  return (
    <Card className="emp-section" role="region" aria-labelledby="comments-title" data-testid="comments">
      <Typography.Title level={2} id="comments-title" className="emp-section__title">
        Comments
      </Typography.Title>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments yet." />
      ) : (
        <ol className="emp-comments">
          {comments.map((comment) => (
            <li key={comment.id} className="emp-comment" data-testid="comment">
              <div className="emp-comment__head">
                <Typography.Text strong>{comment.authorName}</Typography.Text>
                {comment.authorKind === 'admin' ? <Tag>GTM Combine team</Tag> : null}
                <Typography.Text type="secondary">
                  <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                </Typography.Text>
              </div>
              <p className="emp-comment__body">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form<TCommentForm> form={form} layout="vertical" onFinish={send} disabled={sending}>
        <Form.Item name="body" label="Add a comment" required rules={EMPLOYER_FORM_RULES.comment}>
          <Input.TextArea rows={3} showCount maxLength={EMPLOYER_LIMITS.comment} />
        </Form.Item>
        <Button htmlType="submit" loading={sending} disabled={sending}>
          Add comment
        </Button>
      </Form>
    </Card>
  );
}

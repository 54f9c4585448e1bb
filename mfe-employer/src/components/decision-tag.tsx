import { Tag } from 'antd';
import { CLIENT_DECISION_LABELS } from '@gtm/contracts/employer';
import type { TClientDecision } from '@gtm/contracts/employer';

const COLORS: Record<TClientDecision, string> = { interested: 'green', maybe: 'gold', pass: 'red' };

/** The company's decision on a candidate, 'Undecided' while there is none. */
export function DecisionTag({ decision }: { decision: TClientDecision | null }) {
  if (decision === null) return <Tag data-testid="decision-tag">Undecided</Tag>;
  return (
    <Tag color={COLORS[decision]} data-testid="decision-tag">
      {CLIENT_DECISION_LABELS[decision]}
    </Tag>
  );
}

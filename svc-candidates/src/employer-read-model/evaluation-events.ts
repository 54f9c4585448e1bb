import { CLIENT_DECISION_LABELS } from '@gtm/contracts/employer';
import type { TClientDecision } from '@gtm/contracts/employer';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';

/**
 * What a company's change of decision on a candidate announces, wherever it was made (the one-pager's evaluation,
 * the debrief's "Pass on the rest"): the hiring loop's `evaluation.decided` event (the decisions due close on it)
 * and the admins' notice of a new decision. Published in one outbox row by the caller.
 */
export type TEvaluationChange = {
  evaluation: { id: string; updatedAt: Date };
  previousDecision: TClientDecision | null;
  decision: TClientDecision | null;
  passReason: string | null;
  rating: number | null;
  company: { id: string; name: string };
  employerName: string;
  share: { id: string; combineId: string };
  combineName: string;
  candidate: { onePagerId: string; candidateUserId: string; candidateName: string };
};

export const evaluationEvents = (change: TEvaluationChange) => {
  const { evaluation, decision, previousDecision, company, share, candidate } = change;
  if (previousDecision === decision) return [];
  const at = evaluation.updatedAt.getTime();
  const events = [
    // The hiring loop's event, once per change of decision (the evaluation and the moment it changed).
    outboxMessage.hiringEvent({
      eventId: `evaluation.decided.${evaluation.id}.${at}`,
      type: 'evaluation.decided',
      at,
      shareId: share.id,
      combineId: share.combineId,
      companyId: company.id,
      companyName: company.name,
      onePagerId: candidate.onePagerId,
      candidateUserId: candidate.candidateUserId,
      decision,
      previousDecision,
    }),
  ];
  if (decision !== null)
    events.push(
      outboxMessage.adminNotice({
        noticeId: `client-decision.${evaluation.id}.${at}`,
        template: 'client-decision',
        params: {
          companyName: company.name,
          employerName: change.employerName,
          combineName: change.combineName,
          candidateName: candidate.candidateName,
          combineId: share.combineId,
          shareId: share.id,
          onePagerId: candidate.onePagerId,
          decision: CLIENT_DECISION_LABELS[decision],
          passReason: change.passReason ?? '',
          rating: change.rating === null ? '' : String(change.rating),
        },
      }),
    );
  return events;
};

import type { THiringEvent, THiringEventConsumer } from '@gtm/contracts/hiring-events';
import type { TInterviewRequestsRepository } from '../../employer-read-model/interview-requests.repository.ts';
import { statusOf } from '../../employer-read-model/interview-state.ts';
import { businessDaysBetween, decisionDueAt } from '@gtm/hiring/business-days';
import type { TCompanyZones } from './company-zones.ts';
import type { TDecisionKind } from './decision-deadlines.model.ts';
import type { TDecisionDeadlinesRepository } from './decision-deadlines.repository.ts';

export type TDecisionsConsumerDeps = {
  deadlines: Pick<TDecisionDeadlinesRepository, 'meetingAgreed' | 'meetingCalledOff' | 'openMet' | 'decide'>;
  interviewRequests: Pick<TInterviewRequestsRepository, 'findRequest'>;
  /** The companies' time zones (a decision's business days are counted in its company's). */
  zones: TCompanyZones;
};

/** The outcomes that are a company's decision on a candidate it met. */
const DECIDING_STAGES = new Set<string>(['offer', 'hired', 'not-selected']);

/** The decision an event records, if it is one (Maybe and a cleared decision are none). */
const decisionOf = (
  event: Extract<THiringEvent, { type: 'evaluation.decided' | 'outcome.recorded' }>,
): TDecisionKind | null => {
  if (event.type === 'evaluation.decided')
    return event.decision === 'interested' || event.decision === 'pass' ? event.decision : null;
  if (event.type === 'outcome.recorded' && (event.by === 'employer' || event.by === 'admin'))
    return DECIDING_STAGES.has(event.stage) ? (event.stage as TDecisionKind) : null;
  return null;
};

/**
 * The decisions' consumer of the hiring events: it keeps one deadline per meeting (issue 34, part 4).
 * - An interview request's change (answered, confirmed, rescheduled, cancelled) reads the request as it is now:
 *   an agreed time is a meeting at its start (stored, or moved), anything else (cancelled, times proposed again)
 *   takes an undecided meeting away. Reading the request rather than the event's action makes a replayed or
 *   late event harmless: the meeting always follows the request's latest state.
 * - A decision (Interested or Pass, or an outcome of Offer, Hired or Not selected) at or after a meeting's start
 *   closes the company's open meetings with the candidate, with its business days counted in the company's
 *   time zone. One made before the meeting does not close it: the company decides after meeting.
 * Every write is a conditional single-document update: a replay changes nothing.
 */
export const decisionsConsumer = (deps: TDecisionsConsumerDeps): THiringEventConsumer => ({
  name: 'decisions',
  async apply(event) {
    if (event.type === 'interview.answered' || event.type === 'interview.updated') {
      const request = await deps.interviewRequests.findRequest(event.requestId);
      if (request && statusOf(request) === 'accepted' && request.acceptedSlot) {
        await deps.deadlines.meetingAgreed(
          {
            id: event.requestId,
            companyId: request.companyId,
            companyName: request.companyName,
            shareId: request.shareId,
            combineId: request.combineId,
            onePagerId: request.onePagerId,
            candidateUserId: request.candidateUserId,
            metAt: request.acceptedSlot.start,
          },
          new Date(event.at),
        );
      } else {
        await deps.deadlines.meetingCalledOff(event.requestId);
      }
      return;
    }
    if (event.type === 'combine-day.segment') {
      // A confirmed segment is a meeting at its start; any other state takes an undecided one away.
      const id = `combine-day-${event.dayId}-${event.onePagerId}`;
      if (event.status === 'confirmed')
        await deps.deadlines.meetingAgreed(
          {
            id,
            companyId: event.companyId,
            companyName: event.companyName,
            shareId: event.shareId,
            combineId: event.combineId,
            onePagerId: event.onePagerId,
            candidateUserId: event.candidateUserId,
            metAt: new Date(event.start),
          },
          new Date(event.at),
        );
      else await deps.deadlines.meetingCalledOff(id);
      return;
    }
    if (event.type !== 'evaluation.decided' && event.type !== 'outcome.recorded') return;
    const decision = decisionOf(event);
    if (decision === null) return;
    const decidedAt = new Date(event.at);
    const open = await deps.deadlines.openMet(event.companyId, event.onePagerId, decidedAt);
    if (open.length === 0) return;
    const zone = (await deps.zones.zonesOf([event.companyId])).get(event.companyId)?.zone ?? 'UTC';
    for (const meeting of open) {
      await deps.deadlines.decide(meeting._id, {
        decidedAt,
        decision,
        businessDays: businessDaysBetween(meeting.metAt, decidedAt, zone),
        onTime: decidedAt.getTime() <= decisionDueAt(meeting.metAt, zone).getTime(),
        timeZone: zone,
      });
    }
  },
});

import type { THiringEvent, TOutcomeStage } from '@gtm/contracts/hiring-events';
import type { TNotificationKind } from '@gtm/contracts/notifications';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { decisionOverdueText, decisionReminderText } from '../../hiring/decisions/decision-texts.ts';
import { placementNotices } from '../../hiring/placements/placement-texts.ts';

/** Who hears of an event: one candidate, a company's enabled users, or the admins (those whose settings allow). */
export type TAudience =
  | { to: 'user'; userId: string }
  | { to: 'company'; companyId: string }
  | { to: 'admins'; only?: 'newCandidateAlerts' };

/** One notification an event makes, before its readers are known. */
export type TNotice = {
  audience: TAudience;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string;
};

/** What the texts need that the event does not carry, looked up by the consumer. */
export type TNoticeFacts = {
  /** The candidate's name on the one-pager (for the admins only); null when it is gone. */
  candidateName: string | null;
  /**
   * Whether the candidate may read the company's name: they were asked to interview by it (the request
   * shows the company, as the candidate's interview list does). Shares and views never name it.
   */
  companyKnownToCandidate: boolean;
};

/** A stage as the notifications word it. */
export const STAGE_WORDS: Record<TOutcomeStage, string> = {
  interviewing: 'interviewing',
  offer: 'offer made',
  hired: 'hired',
  'not-selected': 'not selected',
};

/** The candidate's words for their new stage with a company. */
const CANDIDATE_STAGE_TITLES: Record<TOutcomeStage, string> = {
  interviewing: 'You are interviewing',
  offer: 'You have an offer',
  hired: 'You were hired',
  'not-selected': 'You were not selected this time',
};

const ANSWER_WORDS = {
  accept: 'accepted',
  decline: 'declined',
  propose: 'proposed other times for',
} as const;

const UPDATE_WORDS = {
  confirm: 'confirmed',
  reschedule: 'rescheduled',
  cancel: 'cancelled',
} as const;

/** The count of candidates, in words. */
const candidatesText = (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`);

/**
 * The notifications an event makes, per audience (pure: the consumer resolves the readers and stores them).
 * A candidate never reads the company's name before an interview request names it; an employer never reads
 * a candidate's name (the company may see candidates anonymized); the admins read both.
 */
export const noticesOf = (event: THiringEvent, facts: TNoticeFacts): TNotice[] => {
  const name = facts.candidateName ?? 'A candidate';
  const toAdminsAbout = (onePagerCombine: string) =>
    fillPath(PATHS.admin.talentCombine, { id: onePagerCombine });
  switch (event.type) {
    case 'one-pager.ready':
      return [
        {
          audience: { to: 'user', userId: event.candidateUserId },
          kind: 'one-pager-ready',
          title: 'Your one-pager is ready',
          body: 'Our team made a one-pager from your profile: open it to see what hiring companies receive.',
          link: fillPath(PATHS.candidate.onePager, { id: event.onePagerId }),
        },
      ];
    case 'combine.shared':
      return [
        ...event.candidates.map((candidate): TNotice => ({
          audience: { to: 'user', userId: candidate.candidateUserId },
          kind: 'profile-shared',
          title: 'Your profile was shared with a hiring company',
          body: 'A hiring company is now reviewing your one-pager.',
          link: PATHS.candidate.dashboard,
        })),
        {
          audience: { to: 'company', companyId: event.companyId },
          kind: 'combine-shared',
          title: `New talent combine: ${event.combineName}`,
          body: `${candidatesText(event.candidates.length)} shared with ${event.companyName}.`,
          link: fillPath(PATHS.employer.combine, { shareId: event.shareId }),
        },
      ];
    case 'candidate.viewed':
      return [
        {
          audience: { to: 'user', userId: event.candidateUserId },
          kind: 'profile-viewed',
          title: 'A hiring company viewed your profile',
          body: 'A hiring company opened your one-pager.',
          link: PATHS.candidate.dashboard,
        },
      ];
    case 'evaluation.decided':
      if (event.decision === null) return [];
      return [
        {
          audience: { to: 'admins' },
          kind: 'candidate-decision',
          title: `${event.companyName} marked ${name} as ${event.decision}`,
          body: `${event.companyName} changed its decision on ${name} to “${event.decision}”.`,
          link: toAdminsAbout(event.combineId),
        },
      ];
    case 'interview.requested':
      return [
        {
          audience: { to: 'user', userId: event.candidateUserId },
          kind: 'interview-requested',
          title: `${event.companyName} would like to interview you`,
          body: 'Open your dashboard to accept a time, propose others or decline.',
          link: PATHS.candidate.dashboard,
        },
        {
          audience: { to: 'admins' },
          kind: 'interview-requested',
          title: `${event.companyName} requested an interview with ${name}`,
          body: `${event.companyName} asked to interview ${name}.`,
          link: toAdminsAbout(event.combineId),
        },
      ];
    case 'interview.answered': {
      const words = ANSWER_WORDS[event.action];
      return [
        {
          audience: { to: 'company', companyId: event.companyId },
          kind: 'interview-answered',
          title:
            event.action === 'propose'
              ? 'A candidate proposed other interview times'
              : `A candidate ${words} your interview request`,
          body: 'Open the candidate’s page to see the answer.',
          link: fillPath(PATHS.employer.onePager, { shareId: event.shareId, onePagerId: event.onePagerId }),
        },
        {
          audience: { to: 'admins' },
          kind: 'interview-answered',
          title: `${name} ${words} ${event.companyName}’s interview request`,
          body: `${name} answered ${event.companyName}’s interview request.`,
          link: toAdminsAbout(event.combineId),
        },
      ];
    }
    case 'interview.updated': {
      const words = UPDATE_WORDS[event.action];
      if (event.by === 'portal')
        return [
          {
            audience: { to: 'user', userId: event.candidateUserId },
            kind: 'interview-updated',
            title: `GTM Combine closed ${event.companyName}’s interview request`,
            body: INTERVIEW_ANSWERS.closedByHireForCandidate,
            link: PATHS.candidate.dashboard,
          },
          {
            audience: { to: 'company', companyId: event.companyId },
            kind: 'interview-updated',
            title: 'GTM Combine closed your interview request',
            body: 'The candidate accepted another offer and is no longer available.',
            link: fillPath(PATHS.employer.onePager, { shareId: event.shareId, onePagerId: event.onePagerId }),
          },
          {
            audience: { to: 'admins' },
            kind: 'interview-updated',
            title: `GTM Combine closed ${event.companyName}’s interview with ${name}`,
            body: `${name} accepted another offer, so ${event.companyName}’s request is closed.`,
            link: toAdminsAbout(event.combineId),
          },
        ];
      return [
        {
          audience: { to: 'user', userId: event.candidateUserId },
          kind: 'interview-updated',
          title:
            event.action === 'reschedule'
              ? `${event.companyName} proposed new interview times`
              : `${event.companyName} ${words} your interview`,
          body: 'Open your dashboard to see your interview requests.',
          link: PATHS.candidate.dashboard,
        },
        {
          audience: { to: 'admins' },
          kind: 'interview-updated',
          title: `${event.companyName} ${words} the interview with ${name}`,
          body: `${event.companyName} ${words} its interview request to ${name}.`,
          link: toAdminsAbout(event.combineId),
        },
      ];
    }
    case 'outcome.recorded': {
      // An offer is made to the candidate and a hire is their consent (issue 47): the company is named. Other
      // stages name it only where the candidate knows it from an interview request.
      const named = event.stage === 'offer' || event.stage === 'hired' || facts.companyKnownToCandidate;
      const company = named ? event.companyName : 'a hiring company';
      const notices: TNotice[] = [
        {
          audience: { to: 'user', userId: event.candidateUserId },
          kind: 'outcome-recorded',
          title: CANDIDATE_STAGE_TITLES[event.stage],
          body: `Your stage with ${company} is now: ${STAGE_WORDS[event.stage]}.`,
          link: PATHS.candidate.dashboard,
        },
      ];
      // An admin's own correction is not news to the admins.
      if (event.by === 'employer') {
        notices.push({
          audience: { to: 'admins' },
          kind: 'outcome-recorded',
          title: `${event.companyName}: ${name} is ${STAGE_WORDS[event.stage]}`,
          body: `${event.companyName} recorded ${name}’s stage: ${STAGE_WORDS[event.stage]}.`,
          link: toAdminsAbout(event.combineId),
        });
      }
      return notices;
    }
    case 'candidate.registered':
      return [
        {
          audience: { to: 'admins', only: 'newCandidateAlerts' },
          kind: 'candidate-registered',
          title: `New candidate: ${event.name || 'unnamed'}`,
          body: `${event.name || 'A candidate'} registered on the portal.`,
          link: PATHS.admin.candidates,
        },
      ];
    case 'placement.claimed':
    case 'placement.confirmed':
    case 'placement.rejected':
    case 'placement.check-due':
    case 'placement.left':
      return placementNotices(event, facts.candidateName);
    case 'combine-day.segment':
      // Told by the invitations themselves (e-mails with their calendar), not by the bell.
      return [];
    case 'decision.reminder':
      return [
        {
          audience: { to: 'company', companyId: event.companyId },
          kind: 'decision-reminder',
          ...decisionReminderText(event),
        },
      ];
    case 'decision.overdue':
      return [
        {
          audience: { to: 'admins' },
          kind: 'decision-overdue',
          ...decisionOverdueText(event, facts.candidateName),
        },
      ];
  }
};

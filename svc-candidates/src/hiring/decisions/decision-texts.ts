import type { THiringEvent } from '@gtm/contracts/hiring-events';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { localDateTimeText } from '@gtm/hiring/business-days';

type TDecisionEvent = Extract<THiringEvent, { type: 'decision.reminder' | 'decision.overdue' }>;

/** The words of a decision's reminder or overdue notice: the notification's, and its e-mail's. */
export type TDecisionText = { title: string; body: string; link: string };

/** A time of the event as the company's clock shows it. */
const local = (event: TDecisionEvent, at: number) => localDateTimeText(at, event.timeZone);
const day = (event: TDecisionEvent, at: number) => local(event, at).replace(/, \d\d:\d\d$/, '');

/**
 * The company's reminder (its users' notification and e-mail): when they met a candidate and by when they
 * decide, in the company's time zone, with a link to the candidate's page. Never the candidate's name (the
 * company may see candidates anonymized).
 */
export const decisionReminderText = (
  event: Extract<THiringEvent, { type: 'decision.reminder' }>,
): TDecisionText => ({
  title:
    event.which === 'due-day'
      ? 'Decision due today on a candidate you met'
      : `Decision due by ${day(event, event.dueAt)} on a candidate you met`,
  body:
    `You met a candidate on ${day(event, event.metAt)}. Please mark them Interested or Pass by ` +
    `${local(event, event.dueAt)} (${event.timeZone} time): your answer is due within five business days ` +
    'of meeting.',
  link: fillPath(PATHS.employer.onePager, { shareId: event.shareId, onePagerId: event.onePagerId }),
});

/** The admins' notice of an overdue decision (their notification and e-mail): the company and the candidate. */
export const decisionOverdueText = (
  event: Extract<THiringEvent, { type: 'decision.overdue' }>,
  candidateName: string | null,
): TDecisionText => {
  const name = candidateName ?? 'a candidate';
  return {
    title: `${event.companyName}’s decision on ${name} is overdue`,
    body:
      `${event.companyName} met ${name} on ${day(event, event.metAt)} and has not decided: it was due by ` +
      `${local(event, event.dueAt)} (${event.timeZone} time).`,
    link: `${PATHS.admin.decisions}?companyId=${encodeURIComponent(event.companyId)}`,
  };
};

import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TNotificationKind } from '@gtm/contracts/notifications';
import { fillPath, PATHS } from '@gtm/contracts/paths';

type TPlacementEvent = Extract<
  THiringEvent,
  {
    type:
      | 'placement.claimed'
      | 'placement.confirmed'
      | 'placement.rejected'
      | 'placement.check-due'
      | 'placement.left';
  }
>;

/** One notice of a placement event: to the candidate, the company's users or the admins. */
export type TPlacementNotice = {
  audience: { to: 'user'; userId: string } | { to: 'company'; companyId: string } | { to: 'admins' };
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string;
};

/** 'YYYY-MM-DD' as people read it: 'Mon, Jan 5, 2026' (the day itself, whatever the zone). */
export const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The words of a placement event, per audience: the notification each reader gets, and the e-mail the company's
 * users and the admins get with the same words. The company never reads the candidate's name (it may see them
 * anonymized); the candidate reads the company's (they are asked to confirm a hire by it).
 */
export const placementNotices = (
  event: TPlacementEvent,
  candidateName: string | null,
): TPlacementNotice[] => {
  const name = candidateName ?? 'A candidate';
  const company = event.companyName;
  const toCompany = {
    audience: { to: 'company', companyId: event.companyId },
    link: fillPath(PATHS.employer.onePager, { shareId: event.shareId, onePagerId: event.onePagerId }),
  } as const;
  const toAdmins = { audience: { to: 'admins' }, link: PATHS.admin.placements } as const;
  switch (event.type) {
    case 'placement.claimed':
      return [
        {
          audience: { to: 'user', userId: event.candidateUserId },
          kind: 'placement-claimed',
          title: `Confirm your hire with ${company}`,
          body: `${company} recorded that you were hired, starting ${dayText(event.startDate)}. Confirm it or reject it on your dashboard.`,
          link: PATHS.candidate.dashboard,
        },
        {
          ...toAdmins,
          kind: 'placement-claimed',
          title: `${company} recorded a hire of ${name}`,
          body: `${company} recorded ${name} as hired, starting ${dayText(event.startDate)}. Waiting for the candidate to confirm.`,
        },
      ];
    case 'placement.confirmed':
      return [
        {
          ...toCompany,
          kind: 'placement-answered',
          title: 'Your hire is confirmed',
          body: 'The candidate confirmed the hire you recorded. The success fee is invoiced once; welcome them aboard.',
        },
        {
          ...toAdmins,
          kind: 'placement-answered',
          title: `Hire confirmed: ${name} with ${company}`,
          body: `${event.by === 'admin' ? 'An admin' : name} confirmed the hire of ${name} by ${company}. Its invoice is drawn.`,
        },
      ];
    case 'placement.rejected': {
      const elsewhere = event.reason === 'placed-elsewhere';
      return [
        {
          ...toCompany,
          kind: 'placement-answered',
          title: 'Your recorded hire was not confirmed',
          body: elsewhere
            ? 'The candidate accepted another offer, so the hire you recorded is closed and your stage is back to what it was.'
            : 'The candidate did not confirm the hire you recorded, so your stage is back to what it was. Talk to your GTM Combine representative if this is a mistake.',
        },
        {
          ...toAdmins,
          kind: 'placement-answered',
          title: `Hire not confirmed: ${name} with ${company}`,
          body: elsewhere
            ? `${name} confirmed another company's hire, so ${company}'s recorded hire is closed.`
            : `${event.by === 'admin' ? 'An admin' : name} rejected the hire of ${name} that ${company} recorded.`,
        },
      ];
    }
    case 'placement.check-due':
      return [
        {
          ...toCompany,
          kind: 'placement-check',
          title: 'Is your new hire still in the role?',
          body: 'It has been 90 days since their start date. Tell us whether the person you hired is still in the role: it keeps your replacement guarantee.',
        },
      ];
    case 'placement.left':
      return [
        {
          ...toAdmins,
          kind: 'placement-check',
          title: `Replacement due: ${company}`,
          body: `${company} said ${name} left the role within the 90-day guarantee.`,
        },
      ];
  }
};

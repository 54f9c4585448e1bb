import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { placementNotices } from './placement-texts.ts';
import type { TPlacementsRepository } from './placements.repository.ts';
import { placementEventBase } from './placement-record.ts';

/**
 * The guarantee's check (issue 34, part 3): each confirmed placement whose start date was 90 days ago (or more)
 * and whose company was not asked yet is marked asked (a conditional update: of two sweeps at once, one asks)
 * and its company's users are asked, by notification (`placement.check-due`) and e-mail, whether the person is
 * still in the role. `today` is the UTC calendar day of the sweep's clock. How many were asked.
 */
export const runGuaranteeChecks = async (
  deps: TEmployerPublishing & {
    placements: Pick<TPlacementsRepository, 'guaranteeDue' | 'markGuaranteeAsked'>;
  },
  at: Date,
): Promise<number> => {
  const today = at.toISOString().slice(0, 10);
  let asked = 0;
  for (;;) {
    const due = await deps.placements.guaranteeDue(today);
    if (due.length === 0) return asked;
    for (const record of due) {
      if (!(await deps.placements.markGuaranteeAsked(record._id.toString(), at))) continue;
      asked += 1;
      const event = { ...placementEventBase(record, 'check-due', at), type: 'placement.check-due' as const };
      const messages: TOutboxMessage[] = [outboxMessage.hiringEvent(event)];
      for (const notice of placementNotices(event, record.candidateName))
        if (notice.audience.to === 'company')
          messages.push(
            outboxMessage.shareEvent({
              type: 'company.notice',
              eventId: `${event.eventId}.company`,
              shareId: record.shareId,
              companyId: record.companyId,
              at: event.at,
              title: notice.title,
              body: notice.body,
              link: notice.link,
            }),
          );
      await deps.outbox.publish(messages);
    }
  }
};

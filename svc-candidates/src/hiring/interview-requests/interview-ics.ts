import type { Context } from 'hono';
import { INTERVIEW_ANSWERS, interviewIcsFileName } from '@gtm/contracts/interview-requests';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { interviewCalendar } from '@gtm/service-kit/icalendar';
import type { TInterviewRequestRecord } from '../../employer-read-model/interview-requests.model.ts';
import { statusOf } from '../../employer-read-model/interview-state.ts';
import { conflict } from './interview-requests.service.ts';

/**
 * The .ics download of an agreed interview, the candidate's and the company's (METHOD:PUBLISH: an event to add,
 * not an invitation to answer); 409 while no time is agreed.
 */
export const icsAnswer = (
  c: Context<TAppEnv>,
  record: TInterviewRequestRecord,
  summary: string,
  now: Date,
) => {
  if (statusOf(record) !== 'accepted' || !record.acceptedSlot) throw conflict(INTERVIEW_ANSWERS.noInvitation);
  const text = interviewCalendar({
    method: 'PUBLISH',
    requestId: record._id.toString(),
    sequence: record.sequence ?? 0,
    start: record.acceptedSlot.start,
    durationMinutes: record.acceptedSlot.durationMinutes,
    summary,
    stamp: record.updatedAt ?? now,
  });
  return c.body(text, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${interviewIcsFileName}"`,
    'cache-control': 'private, no-store',
  });
};

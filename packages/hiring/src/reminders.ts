/**
 * Reminders before a meeting (issue 47): one a day before and one an hour before, each once. A meeting booked less
 * than a day ahead gets the hour's only (a "tomorrow" reminder about something booked this morning says nothing
 * new); one that moved is reminded again at its new time (its marks go with its old time). Pure: `now` is given.
 */

export const REMINDER_LEADS = { day: 24 * 60 * 60_000, hour: 60 * 60_000 } as const;
export type TReminder = keyof typeof REMINDER_LEADS;

export type TReminded = {
  start: Date;
  /** When the meeting was booked at this time (planned, added, moved). */
  bookedAt: Date;
  /** What was sent already for this time. */
  sent: { day?: Date | null; hour?: Date | null } | null | undefined;
};

/** The reminder owed at `now`, if any: the hour's once within the hour, else the day's once within the day. */
export const reminderDue = (meeting: TReminded, now: Date): TReminder | null => {
  const ahead = meeting.start.getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (ahead <= REMINDER_LEADS.hour) return meeting.sent?.hour ? null : 'hour';
  const bookedAhead = meeting.start.getTime() - meeting.bookedAt.getTime();
  if (ahead <= REMINDER_LEADS.day && bookedAhead >= REMINDER_LEADS.day && !meeting.sent?.day) return 'day';
  return null;
};

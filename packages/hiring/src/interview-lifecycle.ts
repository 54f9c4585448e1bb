/**
 * The lifecycle of an interview request (issue 25) as one table: the statuses a company's request to meet a
 * candidate goes through and what each change makes of it. The company asks (pending); the candidate accepts one
 * of its times (accepted), declines (declined) or proposes others (proposed); the company takes a proposed time
 * (accepted), offers new times (pending again, an agreed time released) or cancels (cancelled). Declined and
 * cancelled are final. The service's conditional writes (each matches only the statuses its change may start
 * from, so a change that lost a race writes nothing) and the tests read the same table. Pure: no I/O.
 */

export const INTERVIEW_STATUSES = ['pending', 'accepted', 'declined', 'proposed', 'cancelled'] as const;
export type TInterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The changes of a request: the candidate's answers, then the company's. */
export const INTERVIEW_CHANGES = ['accept', 'decline', 'propose', 'confirm', 'reschedule', 'cancel'] as const;
export type TInterviewChange = (typeof INTERVIEW_CHANGES)[number];

/** The status a new request starts in: the candidate is asked to answer it. */
export const FIRST_INTERVIEW_STATUS: TInterviewStatus = 'pending';

/**
 * Each change, the statuses it may start from and the status it leaves: the whole lifecycle. A change from a
 * status it does not list is refused (409 with the words of the status found).
 */
export const INTERVIEW_TRANSITIONS: Readonly<
  Record<TInterviewChange, { readonly from: readonly TInterviewStatus[]; readonly to: TInterviewStatus }>
> = {
  accept: { from: ['pending', 'proposed'], to: 'accepted' },
  decline: { from: ['pending', 'proposed'], to: 'declined' },
  propose: { from: ['pending', 'proposed'], to: 'proposed' },
  confirm: { from: ['proposed'], to: 'accepted' },
  reschedule: { from: ['pending', 'proposed', 'accepted'], to: 'pending' },
  cancel: { from: ['pending', 'proposed', 'accepted'], to: 'cancelled' },
};

/** Whether a request in `status` takes `change`. */
export const canChangeInterview = (status: TInterviewStatus, change: TInterviewChange) =>
  INTERVIEW_TRANSITIONS[change].from.includes(status);

/** Whether a request in `status` is over: nothing changes it any more. */
export const isFinalInterview = (status: TInterviewStatus) =>
  INTERVIEW_CHANGES.every((change) => !canChangeInterview(status, change));

/** Whether a request in `status` holds an agreed time (the candidate's booking). */
export const holdsInterviewTime = (status: TInterviewStatus) => status === 'accepted';

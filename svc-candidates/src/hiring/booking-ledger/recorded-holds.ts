import type { THold } from './booking-ledger.model.ts';
import { interviewHold, placementHold, segmentHold } from './booking-ledger.ts';

/**
 * The holds a candidate's records already make, for a ledger opened after they were booked (a database from before
 * the ledger): the live segments of their planned combine days, their agreed interviews, their confirmed hire. Read
 * through the aggregates' own repositories, given by the composition (the ledger imports none of them).
 */
export type TRecordedBookings = {
  combineDays: {
    ofCandidate(userId: string): Promise<
      {
        _id: { toString(): string };
        status: string;
        segments: { candidateUserId: string; start: Date; end: Date; status: string }[];
      }[]
    >;
  };
  interviewRequests: {
    acceptedOfCandidates(userIds: readonly string[]): Promise<
      {
        _id: { toString(): string };
        candidateUserId: string;
        acceptedSlot?: { start: Date; durationMinutes: number } | null;
      }[]
    >;
  };
  placements: {
    ofCandidate(
      userId: string,
    ): Promise<{ _id: { toString(): string }; status: string; confirmedAt: Date | null }[]>;
  };
  /** Whether a placement's status holds the candidate (the hiring core's lifecycle). */
  isPlaced: (status: string) => boolean;
};

export const recordedHoldsFrom =
  (records: TRecordedBookings) =>
  async (userIds: readonly string[]): Promise<Map<string, THold[]>> => {
    const holds = new Map<string, THold[]>(userIds.map((userId) => [userId, []]));
    const add = (userId: string, hold: THold) => holds.get(userId)?.push(hold);
    const [days, interviews, placements] = await Promise.all([
      Promise.all(userIds.map((userId) => records.combineDays.ofCandidate(userId))),
      records.interviewRequests.acceptedOfCandidates(userIds),
      Promise.all(userIds.map((userId) => records.placements.ofCandidate(userId))),
    ]);
    const at = new Date();
    const seen = new Set<string>();
    for (const day of days.flat()) {
      if (day.status !== 'planned') continue;
      for (const segment of day.segments) {
        const hold = segmentHold(day._id.toString(), segment, at);
        if (segment.status === 'declined' || seen.has(`${segment.candidateUserId} ${hold.id}`)) continue;
        seen.add(`${segment.candidateUserId} ${hold.id}`);
        add(segment.candidateUserId, hold);
      }
    }
    for (const request of interviews)
      if (request.acceptedSlot)
        add(request.candidateUserId, interviewHold(request._id.toString(), request.acceptedSlot, at));
    userIds.forEach((userId, index) => {
      for (const placement of placements[index] ?? [])
        if (records.isPlaced(placement.status) && placement.confirmedAt)
          add(userId, placementHold(placement._id.toString(), placement.confirmedAt));
    });
    return holds;
  };

import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import { COMBINE_DAY_ANSWERS } from '@gtm/contracts/combine-days';
import {
  candidateLocked,
  checkPlan,
  fewPlacedWarning,
  planFieldIssues,
  planFormDefaults,
  planOf,
  timeZoneMatches,
} from './combine-day-plan-form.ts';

const ID = (n: number) => `64f0c2aa00000000000000${String(n).padStart(2, '0')}`;

// A day is planned from today to a year ahead: a month from now.
const DATE = dayjs().add(30, 'day').format('YYYY-MM-DD');
const filled = {
  ...planFormDefaults('Europe/Berlin'),
  date: dayjs(DATE),
  from: dayjs(`${DATE}T14:00`),
  to: dayjs(`${DATE}T16:30`),
  onePagerIds: [ID(1), ID(2)],
};

describe('the planner form', () => {
  it("starts in the browser's zone (UTC when the service would refuse it) with the contract's defaults", () => {
    expect(planFormDefaults('Europe/Berlin')).toEqual({
      timeZone: 'Europe/Berlin',
      segmentMinutes: 15,
      breakMinutes: 10,
      breakAfter: 4,
      onePagerIds: [],
      meetingUrl: '',
    });
    expect(planFormDefaults('Mars/Olympus_Mons').timeZone).toBe('UTC');
  });

  it('sends the date and times as the contract writes them, no meeting link when empty', () => {
    expect(planOf(filled)).toEqual({
      date: DATE,
      from: '14:00',
      to: '16:30',
      timeZone: 'Europe/Berlin',
      segmentMinutes: 15,
      breakMinutes: 10,
      breakAfter: 4,
      onePagerIds: [ID(1), ID(2)],
    });
    expect(planOf({ ...filled, meetingUrl: ' https://meet.example.com/x ' }).meetingUrl).toBe(
      'https://meet.example.com/x',
    );
  });

  it("refuses what the service refuses, in the contract's words, on each field once", () => {
    expect(checkPlan(filled).issues).toBeNull();
    expect(checkPlan({ ...planFormDefaults('UTC'), segmentMinutes: null }).issues).toEqual([
      { name: 'date', errors: [COMBINE_DAY_ANSWERS.dateInvalid] },
      { name: 'from', errors: [COMBINE_DAY_ANSWERS.timeInvalid] },
      { name: 'to', errors: [COMBINE_DAY_ANSWERS.timeInvalid] },
      { name: 'segmentMinutes', errors: [COMBINE_DAY_ANSWERS.segmentMinutes] },
      { name: 'onePagerIds', errors: [COMBINE_DAY_ANSWERS.candidates] },
    ]);
    expect(checkPlan({ ...filled, to: dayjs(`${DATE}T13:00`) }).issues).toEqual([
      { name: 'to', errors: [COMBINE_DAY_ANSWERS.afternoonOrder] },
    ]);
    expect(checkPlan({ ...filled, meetingUrl: 'http://meet.example.com' }).issues).toEqual([
      { name: 'meetingUrl', errors: [COMBINE_DAY_ANSWERS.meetingUrl] },
    ]);
  });

  it("puts the service's issue of one chosen candidate on the candidates' field", () => {
    expect(
      planFieldIssues([
        { name: ['onePagerIds', 3], errors: [COMBINE_DAY_ANSWERS.candidateInvalid] },
        { name: ['onePagerIds', 4], errors: [COMBINE_DAY_ANSWERS.candidateInvalid] },
        { name: ['to'], errors: [COMBINE_DAY_ANSWERS.afternoonTooShort] },
      ]),
    ).toEqual([
      { name: 'onePagerIds', errors: [COMBINE_DAY_ANSWERS.candidateInvalid] },
      { name: 'to', errors: [COMBINE_DAY_ANSWERS.afternoonTooShort] },
    ]);
  });

  it('closes the other boxes once twelve candidates are chosen, and finds zones loosely', () => {
    const twelve = Array.from({ length: 12 }, (_value, index) => ID(index + 1));
    expect(candidateLocked(twelve, ID(13))).toBe(true);
    expect(candidateLocked(twelve, ID(1))).toBe(false);
    expect(candidateLocked(twelve.slice(1), ID(13))).toBe(false);
    expect(timeZoneMatches('new york', 'America/New_York')).toBe(true);
    expect(timeZoneMatches('berlin', 'America/New_York')).toBe(false);
  });

  it('warns when fewer are placed than a combine day is sold with (6-12), never when none or enough', () => {
    expect(fewPlacedWarning(5)).toBe(
      'Only 5 placed: a combine day is meant for 6-12 candidates. Choose more, or widen the afternoon.',
    );
    expect(fewPlacedWarning(6)).toBeNull();
    expect(fewPlacedWarning(0)).toBeNull();
  });
});

import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { SEGMENT_TO_INVITE_WORDS } from '@gtm/contracts/combine-days';
import { SEGMENT_STATUS_LABELS } from './combine-day-view.ts';
import { formatTime, sameClock, zoneName } from './zoned-time.ts';
import type { TTimelineEntry } from './combine-day-times.ts';
import { SEGMENT_STATUS_COLORS } from './combine-day-times.ts';
import { injectStyle } from './inject-style.ts';
import css from './combine-day-planner.css';

injectStyle('web-kit-combine-day-planner', css);

type TSegmentEntry = Extract<TTimelineEntry, { kind: 'segment' }>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A span's times in `zone`, and in `otherZone` below when that clock reads otherwise. */
function EntryTime({
  start,
  end,
  zone,
  otherZone,
}: {
  start: Date;
  end: Date;
  zone: string;
  otherZone?: string | undefined;
}) {
  const showOther = otherZone !== undefined && !sameClock(start, zone, otherZone);
  return (
    <div className="cd-timeline__time">
      <time dateTime={start.toISOString()}>
        {formatTime(start, zone)} – {formatTime(end, zone)}
      </time>
      {showOther ? (
        <span className="cd-timeline__other-time">
          {formatTime(start, otherZone)} – {formatTime(end, otherZone)} {zoneName(start, otherZone)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A combine day's afternoon as a vertical timeline, as the server laid it out (`timelineOf(day)`): its live
 * segments (the candidate and their answer), the breaks between them as gaps and the slots nobody takes. Times read in `zone` (named in the list's caption), and in
 * `otherZone` too where its clock differs. The run of show marks the segment on (`current`), lets a segment
 * be chosen (`selected`, `onSelect`) and adds its links (`segmentExtra`); the planner's preview shows it as is,
 * its segments reading "To invite" (`unsent`: nobody is invited before the plan is sent).
 */
export function CombineDayTimeline({
  entries,
  zone,
  otherZone,
  label,
  current = null,
  selected = null,
  onSelect,
  segmentExtra,
  unsent = false,
}: {
  entries: readonly TTimelineEntry[];
  zone: string;
  otherZone?: string;
  label: string;
  /** The segment on now (its index in the day's list). */
  current?: number | null;
  selected?: number | null;
  onSelect?: (index: number) => void;
  segmentExtra?: (entry: TSegmentEntry) => ReactNode;
  /** A plan's preview: its segments are planned, no invitation sent yet. */
  unsent?: boolean;
}) {
  const first = entries[0];
  return (
    <div className="cd-timeline">
      {first ? (
        <p className="cd-timeline__caption">
          Times in {zoneName(first.start, zone)} ({zone})
          {otherZone !== undefined && !sameClock(first.start, zone, otherZone)
            ? `; below each, ${zoneName(first.start, otherZone)} (${otherZone})`
            : ''}
        </p>
      ) : null}
      <ol className="cd-timeline__list" aria-label={label}>
        {entries.map((entry) => {
          if (entry.kind === 'break') {
            return (
              <li
                key={`break-${entry.start.getTime()}`}
                className="cd-timeline__item cd-timeline__item--break"
                data-testid="timeline-break"
              >
                <EntryTime start={entry.start} end={entry.end} zone={zone} otherZone={otherZone} />
                <div className="cd-timeline__body">Break · {entry.minutes} min</div>
              </li>
            );
          }
          if (entry.kind === 'free') {
            return (
              <li
                key={`free-${entry.start.getTime()}`}
                className="cd-timeline__item cd-timeline__item--free"
                data-testid="timeline-free"
              >
                <EntryTime start={entry.start} end={entry.end} zone={zone} otherZone={otherZone} />
                <div className="cd-timeline__body">
                  Open · {plural(entry.slots, 'free segment', 'free segments')}
                </div>
              </li>
            );
          }
          const { segment, index } = entry;
          const isCurrent = current === index;
          const isSelected = selected === index;
          const classes = [
            'cd-timeline__item',
            'cd-timeline__item--segment',
            isCurrent ? 'cd-timeline__item--current' : '',
            isSelected ? 'cd-timeline__item--selected' : '',
            segment.status === 'declined' ? 'cd-timeline__item--declined' : '',
          ].filter(Boolean);
          return (
            <li
              key={`segment-${segment.onePagerId}-${segment.start}`}
              className={classes.join(' ')}
              aria-current={isCurrent ? 'time' : undefined}
              data-testid="timeline-segment"
              data-segment-index={index}
            >
              <EntryTime start={entry.start} end={entry.end} zone={zone} otherZone={otherZone} />
              <div className="cd-timeline__body">
                {onSelect ? (
                  <button
                    type="button"
                    className="cd-timeline__name cd-timeline__name--button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(index)}
                  >
                    {segment.displayName}
                  </button>
                ) : (
                  <span className="cd-timeline__name">{segment.displayName}</span>
                )}
                <span className="cd-timeline__tags">
                  {unsent ? (
                    <Tag>{SEGMENT_TO_INVITE_WORDS}</Tag>
                  ) : (
                    <Tag color={SEGMENT_STATUS_COLORS[segment.status]}>
                      {SEGMENT_STATUS_LABELS[segment.status]}
                    </Tag>
                  )}
                  {isCurrent ? <Tag color="gold">Now</Tag> : null}
                </span>
                {segmentExtra ? segmentExtra(entry) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The run of show's keys: ArrowDown or j chooses the next segment, ArrowUp or k the previous one, except where
 * the key has a job already (typing in a field, a radio group, a rating, a picker, a dialog) or with a modifier.
 */

/** Where keys belong to the control under focus. */
const OWN_KEYS = [
  'input',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="radiogroup"]',
  '[role="radio"]',
  '[role="listbox"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="menu"]',
  '[role="dialog"]',
  '[role="tooltip"]',
].join(', ');

type TKeyEvent = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'> & {
  target: EventTarget | null;
};

/** Whether the element under focus takes keys itself. */
export const keysOwnedBy = (target: EventTarget | null) =>
  typeof Element !== 'undefined' && target instanceof Element && target.closest(OWN_KEYS) !== null;

/** The step a key asks for: 1 (next segment), -1 (previous) or 0 (not ours). */
export function segmentStepOfKey(event: TKeyEvent): -1 | 0 | 1 {
  if (event.altKey || event.ctrlKey || event.metaKey || keysOwnedBy(event.target)) return 0;
  if (event.key === 'ArrowDown' || event.key === 'j') return 1;
  if (event.key === 'ArrowUp' || event.key === 'k') return -1;
  return 0;
}

/**
 * The segment chosen after a step, in time order (`order`: the segments' places in the day's list, by start):
 * the next or previous one, staying at either end; from none chosen, the first (or the last going back).
 */
export function stepSegment(order: readonly number[], selected: number | null, step: -1 | 1): number | null {
  if (order.length === 0) return null;
  const position = selected === null ? -1 : order.indexOf(selected);
  if (position === -1) return step === 1 ? (order[0] ?? null) : (order[order.length - 1] ?? null);
  return order[Math.min(order.length - 1, Math.max(0, position + step))] ?? null;
}

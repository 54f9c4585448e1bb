/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { describe, expect, it } from '@jest/globals';
import { segmentStepOfKey, stepSegment } from './segment-keys.ts';

const key = (name: string, target: EventTarget | null = document.body, modifiers = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target,
  ...modifiers,
});

describe("the run of show's keys", () => {
  it('steps with ArrowDown or j forward and ArrowUp or k back', () => {
    expect(segmentStepOfKey(key('ArrowDown'))).toBe(1);
    expect(segmentStepOfKey(key('j'))).toBe(1);
    expect(segmentStepOfKey(key('ArrowUp'))).toBe(-1);
    expect(segmentStepOfKey(key('k'))).toBe(-1);
    expect(segmentStepOfKey(key('Enter'))).toBe(0);
    expect(segmentStepOfKey(key('J'))).toBe(0);
  });

  it('leaves the keys to a field, a radio group and to modified keys', () => {
    document.body.innerHTML =
      '<textarea id="note"></textarea><div role="radiogroup"><span id="star"></span></div><button id="go">Go</button>';
    expect(segmentStepOfKey(key('j', document.getElementById('note')))).toBe(0);
    expect(segmentStepOfKey(key('ArrowDown', document.getElementById('star')))).toBe(0);
    expect(segmentStepOfKey(key('ArrowDown', document.getElementById('go')))).toBe(1);
    expect(segmentStepOfKey(key('ArrowDown', document.body, { altKey: true }))).toBe(0);
    expect(segmentStepOfKey(key('k', document.body, { metaKey: true }))).toBe(0);
  });

  it('moves along the segments in time order, staying at either end', () => {
    const order = [2, 0, 1];
    expect(stepSegment(order, null, 1)).toBe(2);
    expect(stepSegment(order, null, -1)).toBe(1);
    expect(stepSegment(order, 2, 1)).toBe(0);
    expect(stepSegment(order, 0, 1)).toBe(1);
    expect(stepSegment(order, 1, 1)).toBe(1);
    expect(stepSegment(order, 2, -1)).toBe(2);
    expect(stepSegment([], null, 1)).toBeNull();
  });
});

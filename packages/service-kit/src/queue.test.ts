import { paced } from './queue.ts';

describe('paced', () => {
  it('spreads a rate over windows of about 50 ms', () => {
    expect(paced(40)).toEqual({ max: 2, duration: 50 });
    expect(paced(14)).toEqual({ max: 1, duration: 72 });
    expect(paced(1)).toEqual({ max: 1, duration: 1_000 });
    expect(paced(1_000)).toEqual({ max: 50, duration: 50 });
  });

  it('never lets more than the rate through in a second', () => {
    for (let perSecond = 1; perSecond <= 500; perSecond++) {
      const { max, duration } = paced(perSecond);
      expect(max).toBeGreaterThanOrEqual(1);
      expect((max * 1_000) / duration).toBeLessThanOrEqual(perSecond);
      // Within 5% of the rate asked for, or a window no shorter than 50 ms would not fit it.
      expect((max * 1_000) / duration).toBeGreaterThanOrEqual(perSecond * 0.95);
    }
  });
});

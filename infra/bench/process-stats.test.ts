import { histogramQuantileMs, sampleValue } from './process-stats.ts';

const buckets = (entries: [number, number][]) => new Map(entries);

describe('histogramQuantileMs', () => {
  it('interpolates inside the bucket that holds the rank, over the requests between two scrapes', () => {
    const before = buckets([
      [0.01, 10],
      [0.1, 10],
      [1, 10],
      [Infinity, 10],
    ]);
    // 100 new requests: 50 under 10 ms, 40 more under 100 ms, 10 more under 1 s.
    const after = buckets([
      [0.01, 60],
      [0.1, 100],
      [1, 110],
      [Infinity, 110],
    ]);
    expect(histogramQuantileMs(before, after, 0.5)).toBeCloseTo(10, 5);
    expect(histogramQuantileMs(before, after, 0.7)).toBeCloseTo(10 + 90 * (20 / 40), 5);
    expect(histogramQuantileMs(before, after, 0.99)).toBeCloseTo(100 + 900 * (9 / 10), 5);
  });

  it('answers the last finite bound for a rank past it, and null without requests', () => {
    const after = buckets([
      [0.5, 0],
      [Infinity, 3],
    ]);
    expect(histogramQuantileMs(null, after, 0.5)).toBe(500);
    expect(histogramQuantileMs(after, after, 0.5)).toBeNull();
    expect(histogramQuantileMs(null, null, 0.5)).toBeNull();
  });
});

describe('sampleValue', () => {
  it('reads an unlabelled sample, not a longer name that starts the same', () => {
    const text = 'nodejs_heap_size_used_bytes_total 1\nnodejs_heap_size_used_bytes 2.5e+7\n';
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBe(25_000_000);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeNull();
  });
});

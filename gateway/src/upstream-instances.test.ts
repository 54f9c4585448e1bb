import { cooldownMs, createInstanceSet } from './upstream-instances.ts';
import type { TInstanceSet } from './upstream-instances.ts';

const ORIGINS = ['http://127.0.0.1:4101', 'http://127.0.0.1:4102', 'http://127.0.0.1:4103'];

let clock = 0;
let set: TInstanceSet;
beforeEach(() => {
  clock = 1_000_000;
  set = createInstanceSet('svc-auth', ORIGINS, { now: () => clock });
});
afterEach(() => set.close());

const origins = (count: number) =>
  Array.from({ length: count }, () => set.pick()?.origin.slice(-4)).join(' ');

describe('createInstanceSet', () => {
  it('balances requests round-robin over the instances', () => {
    expect(origins(6)).toBe('4101 4102 4103 4101 4102 4103');
  });

  it('skips the instances a request tried already, and answers null once it tried them all', () => {
    const [first, second, third] = set.all();
    expect(set.pick([first!])?.origin).toBe(second!.origin);
    expect(set.pick([first!, second!])?.origin).toBe(third!.origin);
    expect(set.pick([first!, second!, third!])).toBeNull();
  });

  it('takes a failed instance out for a doubling cool-down and brings it back when it answers', () => {
    const failing = set.all()[1]!;
    set.failed(failing, 'ECONNREFUSED');
    expect(origins(4)).toBe('4101 4103 4101 4103');
    clock += 999;
    expect(origins(2)).toBe('4101 4103');
    // Cool-down over: requests find it again; a second failure in a row doubles the wait.
    clock += 1;
    expect(origins(3)).toBe('4101 4102 4103');
    set.failed(failing, 'ECONNREFUSED');
    clock += 1_999;
    expect(origins(2)).toBe('4101 4103');
    clock += 1;
    expect(origins(3)).toBe('4101 4102 4103');
    set.succeeded(failing);
    set.failed(failing, 'UND_ERR_HEADERS_TIMEOUT');
    expect(failing.failures).toBe(1);
    expect(failing.downUntil).toBe(clock + 1_000);
  });

  it('still tries the instance back soonest when every one is cooling down', () => {
    const [first, second, third] = set.all();
    set.failed(first!, 'ECONNREFUSED');
    set.failed(first!, 'ECONNREFUSED');
    set.failed(second!, 'ECONNREFUSED');
    set.failed(third!, 'ECONNREFUSED');
    clock += 10;
    set.failed(third!, 'ECONNREFUSED');
    expect(set.pick()?.origin).toBe(second!.origin);
    expect(set.pick([second!])?.origin).toBe(first!.origin);
  });

  it('caps the cool-down', () => {
    expect([1, 2, 3, 4, 5, 9].map((failures) => cooldownMs(failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe('createInstanceSet with discovery', () => {
  it('balances over every address a host name resolves to, and keeps IP origins as given', async () => {
    const discovered = createInstanceSet('svc-auth', ['http://localhost:4101', 'http://127.0.0.2:4102'], {
      discoverEvery: 60_000,
    });
    try {
      for (let tries = 0; tries < 50 && discovered.all()[0]?.origin.includes('localhost'); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const found = discovered.all().map((instance) => instance.origin);
      expect(found).toContain('http://127.0.0.2:4102');
      expect(found).not.toContain('http://localhost:4101');
      expect(found.filter((origin) => origin.endsWith(':4101')).length).toBeGreaterThanOrEqual(1);
    } finally {
      await discovered.close();
    }
  });
});

import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chooseMongoSource,
  parseJavaMajor,
  standInHeap,
  standInMissing,
  standInSoftMaxHeap,
} from './mongodb.ts';
import type { TMongoFacts } from './mongodb.ts';

const nothing: TMongoFacts = { uri: undefined, mongodOnPath: null, memoryServerBinary: 'unavailable' };

describe('chooseMongoSource (the fallback order of npm start)', () => {
  it('uses MONGODB_URI above everything else', () => {
    expect(
      chooseMongoSource({
        uri: 'mongodb://db:27017',
        mongodOnPath: '/usr/bin/mongod',
        memoryServerBinary: 'cached',
      }),
    ).toBe('env');
  });

  it('ignores an empty MONGODB_URI', () => {
    expect(chooseMongoSource({ ...nothing, uri: '' })).toBe('stand-in');
  });

  it('prefers a mongod on PATH to mongodb-memory-server', () => {
    expect(
      chooseMongoSource({ ...nothing, mongodOnPath: '/usr/bin/mongod', memoryServerBinary: 'cached' }),
    ).toBe('mongod-on-path');
  });

  it.each(['cached', 'downloadable'] as const)(
    'uses mongodb-memory-server when its mongod is %s',
    (binary) => {
      expect(chooseMongoSource({ ...nothing, memoryServerBinary: binary })).toBe('memory-server');
    },
  );

  it('falls back to the stand-in when nothing else is there (offline, no mongod)', () => {
    expect(chooseMongoSource(nothing)).toBe('stand-in');
  });
});

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "11.0.22" 2024-01-16', 11],
  ])('reads %s', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('answers null for anything else', () => {
    expect(parseJavaMajor('java: command not found')).toBeNull();
  });
});

describe('standInMissing (what the MongoDB stand-in needs, one line each)', () => {
  let bin: string;

  beforeAll(async () => {
    bin = await mkdtemp(join(tmpdir(), 'gtm-java-'));
  });

  afterAll(() => rm(bin, { recursive: true, force: true }));

  it('finds nothing missing with the Java and Maven of this machine', async () => {
    await expect(standInMissing(process.env)).resolves.toEqual([]);
  });

  it('names the Debian package when there is no java on PATH', async () => {
    const missing = await standInMissing({ PATH: bin });
    expect(missing[0]?.message).toBe(
      'the MongoDB stand-in needs Java 17 or newer on PATH (apt-get install openjdk-17-jdk-headless)',
    );
  });

  it('names the Debian package when java on PATH is older than 17', async () => {
    // A stand-in for Java 11: it answers -version on stderr, as java does.
    await writeFile(join(bin, 'java'), '#!/bin/sh\necho \'openjdk version "11.0.22" 2024-01-16\' >&2\n');
    await chmod(join(bin, 'java'), 0o755);
    const missing = await standInMissing({ PATH: bin });
    expect(missing[0]?.message).toBe(
      `the MongoDB stand-in needs Java 17 or newer and ${join(bin, 'java')} is Java 11 (apt-get install openjdk-17-jdk-headless)`,
    );
  });
});

describe('standInHeap (the stand-in sized for its data)', () => {
  const GIB = 1024 ** 3;
  it('takes half the machine in whole GiB, and says so', () => {
    expect(standInHeap({}, 24 * GIB)).toEqual({
      heap: '12g',
      reason: "half of this machine's 24 GiB; MONGO_STAND_IN_HEAP overrides",
    });
    expect(standInHeap({}, 7.5 * GIB).heap).toBe('3g');
  });
  it('keeps at least 1 GiB and at most 64', () => {
    expect(standInHeap({}, 1 * GIB).heap).toBe('1g');
    expect(standInHeap({}, 512 * GIB).heap).toBe('64g');
  });
  it('uses MONGO_STAND_IN_HEAP when given, and refuses a size the JVM would not read', () => {
    expect(standInHeap({ MONGO_STAND_IN_HEAP: '1536m' }, 24 * GIB)).toEqual({
      heap: '1536m',
      reason: 'MONGO_STAND_IN_HEAP',
    });
    expect(() => standInHeap({ MONGO_STAND_IN_HEAP: '4 GB' }, 24 * GIB)).toThrow(/size like 4g/);
  });
});

describe('standInSoftMaxHeap (ZGC kept near half its cap)', () => {
  it('is half the cap, at least 1 GiB, never above the cap', () => {
    expect(standInSoftMaxHeap('12g')).toBe('6144m');
    expect(standInSoftMaxHeap('1536m')).toBe('1024m');
    expect(standInSoftMaxHeap('1g')).toBe('1024m');
    expect(standInSoftMaxHeap('512m')).toBe('512m');
  });
});

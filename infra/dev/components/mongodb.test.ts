import { chooseMongoSource } from './mongodb.ts';
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

import { chooseRedisSource, redisPersistenceArgs } from './redis.ts';

describe('chooseRedisSource (the fallback order of npm start)', () => {
  it('uses REDIS_URL above a redis-server on PATH', () => {
    expect(chooseRedisSource({ url: 'redis://cache:6379', redisServerOnPath: '/usr/bin/redis-server' })).toBe(
      'env',
    );
  });

  it('starts the redis-server on PATH when REDIS_URL is unset or empty', () => {
    expect(chooseRedisSource({ url: '', redisServerOnPath: '/usr/bin/redis-server' })).toBe(
      'redis-server-on-path',
    );
  });

  it('falls back to redis-memory-server', () => {
    expect(chooseRedisSource({ url: undefined, redisServerOnPath: null })).toBe('memory-server');
  });
});

describe('redisPersistenceArgs', () => {
  it('keeps snapshots and an append-only file under the data folder', () => {
    expect(redisPersistenceArgs('/srv/data')).toEqual(
      expect.arrayContaining(['--dir', '/srv/data/redis', '--appendonly', 'yes']),
    );
  });

  it('persists nothing in memory', () => {
    expect(redisPersistenceArgs(null)).toEqual(['--save', '', '--appendonly', 'no']);
  });
});

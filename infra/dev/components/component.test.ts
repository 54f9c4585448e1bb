import { ComponentStartError, redactUrl } from './component.ts';

describe('redactUrl', () => {
  it('masks a password', () => {
    expect(redactUrl('mongodb://app:s3cret@db.example.test:27017/?replicaSet=rs0')).toBe(
      'mongodb://app:***@db.example.test:27017/?replicaSet=rs0',
    );
  });

  it('leaves URLs without a password alone', () => {
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});

describe('ComponentStartError', () => {
  it('names the environment variable that would fix it', () => {
    expect(new ComponentStartError('Redis', 'REDIS_URL', 'no redis-server').message).toBe(
      'Redis could not be started: no redis-server. Set REDIS_URL to use an existing server.',
    );
  });
});

import { Writable } from 'node:stream';
import { createLogger } from './logger.ts';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
};

describe('createLogger', () => {
  it('writes JSON with the level label and the service name', () => {
    const { lines, stream } = capture();
    createLogger({ name: 'svc-auth', level: 'info' }, stream)
      .child({ requestId: 'req-1234567' })
      .info('hello');
    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'svc-auth',
      requestId: 'req-1234567',
      msg: 'hello',
    });
  });

  it('redacts credentials and one-time codes wherever they travel', () => {
    const { lines, stream } = capture();
    createLogger({ name: 'svc-auth', level: 'info' }, stream).info(
      {
        req: { headers: { authorization: 'Bearer abc', cookie: 'gtm_sid=secret' } },
        body: { email: 'a@b.test', code: '123456' },
        params: { code: '654321' },
        errorCode: 'VALIDATION_FAILED',
      },
      'request',
    );
    const line = JSON.stringify(lines[0]);
    expect(line).not.toContain('abc');
    expect(line).not.toContain('secret');
    expect(line).not.toContain('123456');
    expect(line).not.toContain('654321');
    expect(lines[0]).toMatchObject({ body: { email: 'a@b.test' }, errorCode: 'VALIDATION_FAILED' });
  });
});

import { isProbeLog, readableLogLine } from './stack.ts';

describe('readableLogLine', () => {
  it('turns a pino record into level, message and the remaining fields', () => {
    const line = JSON.stringify({ level: 40, time: 1, pid: 7, hostname: 'h', msg: 'slow query', ms: 812 });
    expect(readableLogLine(line)).toBe('warn  slow query {"ms":812}');
  });

  it('passes other lines through', () => {
    expect(readableLogLine('plain text')).toBe('plain text');
    expect(readableLogLine('{not json')).toBe('{not json');
  });
});

describe('isProbeLog', () => {
  it('recognises the access log of a passing health or readiness probe', () => {
    expect(isProbeLog(JSON.stringify({ level: 30, msg: 'request', path: '/readyz', status: 200 }))).toBe(
      true,
    );
    expect(isProbeLog(JSON.stringify({ level: 30, msg: 'request', path: '/api/readyz', status: 503 }))).toBe(
      true,
    );
  });

  it('keeps warnings about probes and every other request', () => {
    expect(isProbeLog(JSON.stringify({ level: 40, msg: 'readiness probe failed', path: '/readyz' }))).toBe(
      false,
    );
    expect(isProbeLog(JSON.stringify({ level: 30, msg: 'request', path: '/api/user', status: 200 }))).toBe(
      false,
    );
  });
});

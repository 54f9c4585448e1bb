import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import { getOwnCandidateProfile } from '@gtm/contracts/operations/candidate-profiles';
import { updateProfile } from '@gtm/contracts/operations/users';
import { acceptableCases, refusedCases, runHostileCases } from './hostile-cases.ts';
import type { THostileCase } from './hostile-cases.ts';

describe('the explicit hostile cases', () => {
  it('send every JSON body operation operator objects and bodies of other media types, to be refused', () => {
    const cases = refusedCases();
    expect(cases.every((hostile) => hostile.refused)).toBe(true);
    for (const route of API_ROUTES.filter((item) => item.request?.body)) {
      const own = cases.filter((hostile) => hostile.operation === route);
      expect(own.some((hostile) => hostile.headers['content-type'] === 'text/plain;charset=UTF-8')).toBe(
        true,
      );
      expect(own.some((hostile) => hostile.name === 'body of 1 MB')).toBe(true);
    }
    expect(cases.some((hostile) => String(hostile.body).includes('"$where"'))).toBe(true);
  });

  it('start the accepted cases from a body the API took, with odd strings and prototype keys', () => {
    const cases = acceptableCases(new Map([[updateProfile.id, { name: 'Ada Lovelace' }]]));
    const bodies = cases
      .filter((hostile) => hostile.operation === updateProfile)
      .map((item) => String(item.body));
    expect(bodies).toContain(JSON.stringify({ name: 'nul \u0000 inside' }));
    expect(bodies).toContain(
      '{"__proto__":{"polluted":"yes","isAdmin":true,"kind":"admin"},"name":"Ada Lovelace"}',
    );
    expect(cases.some((hostile) => hostile.operation.service === 'gateway')).toBe(true);
  });

  it('fail a 5xx, an undocumented status, an accepted refusal and a body not as documented', async () => {
    const answers: Record<string, [number, unknown]> = {
      '/crash': [500, { success: false, message: 'boom', code: 'INTERNAL' }],
      '/teapot': [418, { success: false, message: 'teapot', code: 'BAD_REQUEST' }],
      '/accepted': [200, { success: true, message: 'Saved.', user: null }],
      '/shapeless': [400, { nope: true }],
      '/fine': [
        400,
        { success: false, message: 'Name must be at least 2 characters', code: 'VALIDATION_FAILED' },
      ],
    };
    const server = createServer((request, response) => {
      const [status, body] = answers[request.url as string] ?? [404, {}];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const hostile = (target: string): THostileCase => ({
        name: target,
        operation: updateProfile,
        kind: 'admin',
        target,
        headers: { 'content-type': 'application/json' },
        body: '{"name":{"$gt":""}}',
        refused: true,
      });
      const run = await runHostileCases(Object.keys(answers).map(hostile), {
        gateway,
        portal: 'http://portal.test',
        sessions: { admin: 'gtm_sid=x' },
      });
      expect(run.requests).toBe(5);
      expect(run.failures).toEqual([
        expect.stringContaining('/crash: answered 500'),
        expect.stringContaining('/teapot: answered 418'),
        expect.stringContaining('/accepted: accepted (200)'),
        expect.stringContaining('/shapeless: 400 body is not as documented'),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('take a documented answer without a body (204) as documented only when it has none', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/empty') response.writeHead(204).end();
      else response.writeHead(204, { 'content-type': 'application/json' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const read = (target: string): THostileCase => ({
        name: target,
        operation: getOwnCandidateProfile,
        kind: 'candidate',
        target,
        headers: {},
        refused: false,
      });
      const run = await runHostileCases([read('/empty'), read('/typed')], {
        gateway,
        portal: 'http://portal.test',
        sessions: { candidate: 'gtm_sid=x' },
      });
      expect(run.requests).toBe(2);
      expect(run.failures).toEqual([
        expect.stringContaining('/typed: 204 documented without a body, answered application/json'),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('send a head past the server limit alone and read its 431, however early the server resets', async () => {
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/crash' ? 500 : 400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          success: false,
          message: 'Name must be at least 2 characters',
          code: 'VALIDATION_FAILED',
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const headOnly = (name: string, target: string, alsoAllowed: number[]): THostileCase => ({
        name,
        operation: updateProfile,
        kind: 'admin',
        target,
        headers: {},
        refused: true,
        alsoAllowed,
        headOnly: true,
      });
      const cases = [
        ...Array.from({ length: 20 }, (_, index) =>
          headOnly(`huge ${index}`, `/x?q=${'x'.repeat(1024 * 1024)}`, [431]),
        ),
        headOnly('small', '/fine', []),
        headOnly('crash', '/crash', []),
      ];
      const run = await runHostileCases(cases, {
        gateway,
        portal: 'http://portal.test',
        sessions: { admin: 'gtm_sid=x' },
      });
      expect(run.failures).toEqual([expect.stringContaining('crash: answered 500')]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createUsersRepository } from '../routes/users/users.repository.ts';
import type { TUsersRepository } from '../routes/users/users.repository.ts';

const script = fileURLToPath(new URL('./admin-add.ts', import.meta.url));
let ctx: TTestContext;
let users: TUsersRepository;

/** Runs the command as `npm run admin:add` does, against this test's database. */
const adminAdd = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { ...process.env, MONGODB_DB: ctx.mongo.name },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

beforeAll(async () => {
  ctx = await openTestContext('svc-auth');
  users = await createUsersRepository(ctx.mongo);
});
afterAll(() => ctx.close());

describe('npm run admin:add', () => {
  it('creates an admin, then says it exists; promotes an existing account', async () => {
    expect(await adminAdd('Ops.Lead@Example.com', 'Ops', 'Lead')).toMatchObject({
      code: 0,
      stdout: 'ops.lead@example.com: created\n',
    });
    expect(await users.findByEmail('ops.lead@example.com')).toMatchObject({
      user_type: 'admin',
      name: 'Ops Lead',
    });
    expect((await adminAdd('ops.lead@example.com')).stdout).toBe('ops.lead@example.com: already an admin\n');
    await users.ensureAccount('pat@example.com', 'candidate', 'Pat');
    expect((await adminAdd('pat@example.com')).stdout).toBe('pat@example.com: promoted to admin\n');
    expect((await users.findByEmail('pat@example.com'))?.user_type).toBe('admin');
  });

  it('refuses a missing or malformed address with the usage line', async () => {
    const missing = await adminAdd();
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('usage: npm run admin:add -- <email> [full name]');
    const bad = await adminAdd('not-an-address');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not an e-mail address: not-an-address');
  });
});

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './model-imports.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const REPOSITORY = 'svc-x/src/routes/users/users.repository.ts';
const OTHER = 'svc-x/src/routes/two-factor/two-factor.repository.ts';

tester.run('local/model-own-folder', rule, {
  valid: [
    { filename: REPOSITORY, code: "import { userModel } from './users.model.ts';" },
    { filename: REPOSITORY, code: "import { userSchema } from './users.model';" },
    { filename: OTHER, code: "import type { TUserRecord } from '../users/users.model.ts';" },
    { filename: OTHER, code: "import { type TUserRecord } from '../users/users.model.ts';" },
    { filename: OTHER, code: "export type { TUserRecord } from '../users/users.model.ts';" },
    { filename: OTHER, code: "import { createUsersRepository } from '../users/users.repository.ts';" },
    { filename: OTHER, code: "import { userModel } from '@gtm/users/users.model.ts';" },
    { filename: OTHER, code: "import { roles } from '../users/users.models.ts';" },
  ],
  invalid: [
    {
      filename: OTHER,
      code: "import { userModel } from '../users/users.model.ts';",
      errors: [{ messageId: 'foreignModel' }],
    },
    {
      filename: 'svc-x/src/commands/seed-scale.ts',
      code: "import { userModel } from '../routes/users/users.model.ts';",
      errors: [{ messageId: 'foreignModel' }],
    },
    {
      filename: 'svc-x/src/routes/users/nested/users.indexes.test.ts',
      code: "import { userSchema } from '../users.model.ts';",
      errors: [{ messageId: 'foreignModel' }],
    },
    {
      filename: OTHER,
      code: "import { type TUserRecord, userModel } from '../users/users.model.ts';",
      errors: [{ messageId: 'foreignModel' }],
    },
    { filename: OTHER, code: "import '../users/users.model.ts';", errors: [{ messageId: 'foreignModel' }] },
    {
      filename: OTHER,
      code: "export { userModel } from '../users/users.model.ts';",
      errors: [{ messageId: 'foreignModel' }],
    },
    {
      filename: OTHER,
      code: "export * from '../users/users.model.ts';",
      errors: [{ messageId: 'foreignModel' }],
    },
    {
      filename: OTHER,
      code: "const model = await import('../users/users.model.ts');",
      errors: [{ messageId: 'foreignModel' }],
    },
  ],
});

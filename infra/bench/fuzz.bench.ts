import { formatFuzzReport, LONG_BUDGET, runFuzzSuite } from '../fuzz/fuzz-suite.ts';
import type { TBench } from './bench.ts';

/**
 * The long contract fuzz run (infra/fuzz): Schemathesis's coverage, fuzzing and stateful phases on every
 * operation as every kind of user, refused-only first with the data compared, then schema-valid requests,
 * plus the explicit hostile cases. Reports requests, operations, user kinds, failures and time; any failure
 * fails the run.
 */
export const fuzzBench: TBench = {
  name: 'fuzz',
  summary: 'contract fuzzing, the long run: well over 10,000 requests as every kind of user (FUZZ_SEED)',
  byDefault: false,
  async run(context) {
    const report = await runFuzzSuite(LONG_BUDGET, context.log);
    if (report.failures.length > 0) process.exitCode = 1;
    return {
      title: 'fuzz: contract fuzzing, the long run',
      rows: [],
      notes: formatFuzzReport(report).split('\n'),
    };
  },
};

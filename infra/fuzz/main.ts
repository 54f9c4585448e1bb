import { formatFuzzReport, runFuzzSuite, SHORT_BUDGET } from './fuzz-suite.ts';

/**
 * `npm run test:fuzz`: the short contract fuzz run (every operation, as every kind of user); exits non-zero
 * on any failure. `npm run bench -- fuzz` is the long run.
 */
const report = await runFuzzSuite(SHORT_BUDGET, (line) => process.stderr.write(`[fuzz] ${line}\n`));
process.stdout.write(`${formatFuzzReport(report)}\n`);
process.exitCode = report.failures.length > 0 ? 1 : 0;

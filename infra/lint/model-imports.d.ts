import type { Rule } from 'eslint';

/** The local lint rule `local/model-own-folder` (model-imports.js). */
declare const rule: Rule.RuleModule;
export default rule;

import { dirname, resolve } from 'node:path';

/** A path to a mongoose model file: `x.model.ts` (or `.js`, or without the extension). */
const MODEL_FILE = /\.model(\.[cm]?[jt]s)?$/;

/**
 * One repository per collection (issue 24): a `*.model.ts` file's values (its model, its schema) are imported only
 * by files in the model's own folder, its repository first. Other folders reach the collection through that
 * repository; a type-only import (`import type`, or only `type` specifiers) is allowed anywhere, tests count as
 * code, and seeds and commands use the repositories' bulk methods.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports a model file's values only from the model's own folder" },
    schema: [],
    messages: {
      foreignModel:
        "'{{source}}' is another folder's model: reach its collection through that folder's repository (type-only imports are allowed).",
    },
  },
  create(context) {
    const here = dirname(resolve(context.filename));

    /** Reports `node` when `source` is a model file in another folder than this file's. */
    const check = (node, source) => {
      if (typeof source !== 'string' || !MODEL_FILE.test(source) || !source.startsWith('.')) return;
      if (dirname(resolve(here, source)) === here) return;
      context.report({ node, messageId: 'foreignModel', data: { source } });
    };

    /** Whether a declaration brings in types only: `import type`, or every named specifier `type`. */
    const typeOnly = (node, kind) =>
      node[kind] === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier[kind] === 'type'));

    return {
      ImportDeclaration(node) {
        if (!typeOnly(node, 'importKind')) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && !typeOnly(node, 'exportKind')) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

export default rule;

// Folder boundaries the architecture promises (docs/ARCHITECTURE.md), checked on every relative import,
// export-from and dynamic import: the import is resolved against the importing file and refused when it
// lands in a forbidden folder. One rule, configured per zone in eslint.config.js.
import path from 'node:path';

// The repository root, two folders up from scripts/lint.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function inside(target, folder) {
  const rel = path.relative(path.join(root, folder), target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

const noReach = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse imports that cross a folder boundary' },
    schema: [{
      type: 'object',
      properties: {
        forbidden: { type: 'array', items: { type: 'string' } },
        allowed: { type: 'array', items: { type: 'string' } },
        message: { type: 'string' },
      },
      required: ['forbidden', 'message'],
      additionalProperties: false,
    }],
    messages: { reach: '{{target}}: {{message}}' },
  },
  create(context) {
    const { forbidden, allowed = [], message } = context.options[0];
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      if (forbidden.some((folder) => inside(target, folder)) && !allowed.some((folder) => inside(target, folder))) {
        context.report({ node: source, messageId: 'reach', data: { target: path.relative(root, target), message } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundaries = { rules: { 'no-reach': noReach } };

// The domain's modules (docs/ARCHITECTURE.md, "Domain modules"): every folder of src/domain is a module
// with an index.ts; code outside a module imports it only through that index, and a module imports only
// the modules declared below it (or the base files at the top of src/domain), so modules form no cycle.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Resolves a relative specifier to a file on disk, or undefined when it names none. */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Where a path lies relative to the domain: outside, a base file, or a module (and whether at its index). */
function place(file, domainDir) {
  const rel = path.relative(domainDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { kind: 'outside' };
  const parts = rel.split(path.sep);
  if (parts.length === 1) return { kind: 'base' };
  return { kind: 'module', name: parts[0], index: parts.length === 2 && /^index\.tsx?$/.test(parts[1]) };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a domain module only through its index, and only from a module declared above it' },
    schema: [{
      type: 'object',
      properties: {
        domain: { type: 'string' },
        order: { type: 'array', items: { type: 'string' } },
        testsMayReachUp: { type: 'boolean' },
      },
      required: ['domain', 'order'],
      additionalProperties: false,
    }],
    messages: {
      deep: '{{target}} is inside the {{module}} module: import it from its index ({{index}}).',
      upward: 'the {{from}} module may import only modules declared below it ({{order}}); {{module}} is not.',
      undeclared: 'the {{module}} module is not in the declared module order (eslint.config.js DOMAIN_MODULES).',
      baseUp: 'the base files of src/domain import no module; {{module}} is one.',
    },
  },
  create(context) {
    const { domain, order, testsMayReachUp = true } = context.options[0];
    const domainDir = path.join(root, domain);
    const here = place(context.filename, domainDir);
    const isTest = /\.test\.tsx?$/.test(context.filename);
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolveImport(context.filename, source.value) ?? path.resolve(path.dirname(context.filename), source.value);
      const there = place(target, domainDir);
      if (there.kind !== 'module' || (here.kind === 'module' && here.name === there.name)) return;
      const data = { target: path.relative(root, target), module: there.name, index: path.join(domain, there.name), from: here.name, order: order.join(' < ') };
      if (!there.index) context.report({ node: source, messageId: 'deep', data });
      if (!order.includes(there.name)) { context.report({ node: source, messageId: 'undeclared', data }); return; }
      if (isTest && testsMayReachUp) return;
      if (here.kind === 'base') context.report({ node: source, messageId: 'baseUp', data });
      if (here.kind === 'module' && order.indexOf(there.name) >= order.indexOf(here.name)) {
        context.report({ node: source, messageId: order.includes(here.name) ? 'upward' : 'undeclared', data: order.includes(here.name) ? data : { module: here.name } });
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

// Static value imports of a file, read once per lint run: type-only imports vanish at build time and
// dynamic import() loads later, so neither can make a cycle at load time.
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)(?:(?:(?!\n\s*(?:import|export)\b)[^'";])*?\sfrom\s*)?['"](\.[^'"]+)['"]/g;
const importsOf = new Map();
function staticImports(file) {
  let found = importsOf.get(file);
  if (found) return found;
  found = [];
  for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const target = resolveImport(file, match[1]);
    if (target && /\.tsx?$/.test(target)) found.push(target);
  }
  importsOf.set(file, found);
  return found;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(start, goal, seen = new Set()) {
  if (start === goal) return [goal];
  if (seen.has(start)) return undefined;
  seen.add(start);
  for (const next of staticImports(start)) {
    const rest = pathBack(next, goal, seen);
    if (rest) return [start, ...rest];
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse a static import that leads back to the importing file' },
    schema: [],
    messages: { cycle: 'import cycle: {{chain}}' },
  },
  create(context) {
    const self = context.filename;
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
      const target = resolveImport(self, source.value);
      if (!target || !/\.tsx?$/.test(target)) return;
      const chain = pathBack(target, self);
      if (chain) context.report({ node: source, messageId: 'cycle', data: { chain: [self, ...chain].map((f) => path.relative(root, f)).join(' → ') } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const domainModules = { rules: { 'module-boundaries': moduleBoundaries, 'no-cycle': noCycle } };

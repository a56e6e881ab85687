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
        baseMayImport: { type: 'array', items: { type: 'string' } },
      },
      required: ['domain', 'order'],
      additionalProperties: false,
    }],
    messages: {
      deep: '{{target}} is inside the {{module}} module: import it from its index ({{index}}).',
      upward: 'the {{from}} module may import only modules declared below it ({{order}}); {{module}} is not.',
      undeclared: 'the {{module}} module is not in the declared module order (eslint.config.js DOMAIN_MODULES).',
      baseUp: 'the base files of src/domain import only the modules below them ({{allowed}}); {{module}} is not one.',
    },
  },
  create(context) {
    const { domain, order, testsMayReachUp = true, baseMayImport = [] } = context.options[0];
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
      if (here.kind === 'base' && !baseMayImport.includes(there.name)) context.report({ node: source, messageId: 'baseUp', data: { ...data, allowed: baseMayImport.join(', ') || 'none' } });
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
  if (!fs.existsSync(file)) return found;
  for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const target = resolveImport(file, match[1]);
    if (target && /\.tsx?$/.test(target)) found.push(target);
  }
  importsOf.set(file, found);
  return found;
}

// Strongly connected components of the import graph, found once per lint run (Tarjan): an import from A
// to B closes a cycle exactly when B leads back to A, that is when both lie in one component.
const componentOf = new Map();
function component(file) {
  if (componentOf.has(file)) return componentOf.get(file);
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  // Iterative, so a long chain of imports cannot overflow the call stack.
  const work = [[file, 0]];
  index.set(file, counter); low.set(file, counter); counter += 1; stack.push(file); onStack.add(file);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    const targets = staticImports(node);
    if (next < targets.length) {
      frame[1] += 1;
      const target = targets[next];
      if (componentOf.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter); low.set(target, counter); counter += 1; stack.push(target); onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const members = new Set();
      let member;
      do { member = stack.pop(); onStack.delete(member); members.add(member); } while (member !== node);
      for (const each of members) componentOf.set(each, members);
    }
  }
  return componentOf.get(file);
}

/** The shortest path of imports from `start` back to `goal` inside their component (for the message). */
function pathBack(start, goal) {
  const members = component(goal);
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const chain = [];
      for (let at = node; at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of staticImports(node)) {
      if (members.has(next) && !cameFrom.has(next)) { cameFrom.set(next, node); queue.push(next); }
    }
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
      if (!component(self).has(target)) return;
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

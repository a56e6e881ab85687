// Build-time prerendering only (prerender-pages.ts): Node loads react-bootstrap's CommonJS files, and Col's is the
// one without `module.exports = exports.default` (it also exports useCol), so its default import arrives as the
// exports object, which React refuses as an element type. The browser's bundle is untouched.
import type { ComponentType } from 'react';
import type * as ColModule from 'react-bootstrap/Col';
import loaded from 'react-bootstrap/cjs/Col.js';

type Exports = typeof ColModule & { default: ComponentType };
const exported = loaded as unknown as Exports | Exports['default'];
const module_ = 'useCol' in exported ? (exported as Exports) : undefined;

export default (module_?.default ?? exported) as Exports['default'];
export const useCol = module_?.useCol;

import type { RulesEngine } from '../rules/index.ts';
import type { TreeNode } from '../tree/node.ts';
import { ListenRegistry } from './listen-registry.ts';
import type { PendingWrite } from './pending-writes.ts';

/** The active rules of a namespace and the text they came from (GET /.settings/rules.json shows it). */
export interface RuleSet {
  engine: RulesEngine;
  source: string | null;
}

/** One database (`ns`): its durable data tree, its rules and the listens on it. */
export class Namespace {
  readonly listens = new ListenRegistry();
  /** Writes accepted but not yet durable, in log order; `root` does not hold them yet. */
  pending: PendingWrite[] = [];

  constructor(
    readonly name: string,
    public root: TreeNode | null,
    public rules: RuleSet,
  ) {}
}

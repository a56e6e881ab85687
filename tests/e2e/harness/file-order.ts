import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files run in name order (01-…, 02-…), so a failure reproduces with the same state each time. */
export class FileNameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// Teardown in reverse order of start-up; every step runs even when an earlier one fails.

type Step = { what: string; run: () => Promise<void> | void };

export class CleanupStack {
  private steps: Step[] = [];

  add(what: string, run: Step['run']): void {
    this.steps.push({ what, run });
  }

  async runAll(): Promise<string[]> {
    const problems: string[] = [];
    while (this.steps.length > 0) {
      const step = this.steps.pop() as Step;
      try {
        await step.run();
      } catch (error) {
        problems.push(`${step.what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return problems;
  }
}

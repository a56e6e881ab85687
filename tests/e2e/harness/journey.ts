// A scenario is one story told in steps; once a step fails, the later ones report that instead of
// failing on confusing leftovers.
import { it } from 'vitest';

export class Journey {
  private failed: string | null = null;

  step(name: string, body: () => Promise<void>, timeoutMs = 120_000): void {
    it(name, async () => {
      if (this.failed) throw new Error(`Not run: the earlier step "${this.failed}" failed.`);
      try {
        await body();
      } catch (error) {
        this.failed = name;
        throw error;
      }
    }, timeoutMs);
  }
}

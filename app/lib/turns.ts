/**
 * Work that runs at most `size` at a time: the rest waits its turn, first come first served. A turn
 * ends when its work settles, whether it succeeds or throws.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else await new Promise<void>((start) => this.waiting.push(start));
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, so none can slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

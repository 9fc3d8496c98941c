/**
 * Build progress: a bar redrawn in place in a terminal, a plain line every 10% elsewhere (CI logs).
 */
export class Progress {
  private done = 0;
  private lastTenth = -1;
  private readonly tty = Boolean(process.stdout.isTTY) && !process.env.CI;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly out: (text: string) => void = (t) => process.stdout.write(t),
  ) {}

  add(count: number): void {
    this.done += count;
    if (this.total === 0) return;
    const fraction = this.done / this.total;
    if (this.tty) {
      const width = 30;
      const filled = Math.round(fraction * width);
      this.out(`\r${this.label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${this.done}/${this.total}`);
      if (this.done >= this.total) this.out('\n');
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth;
      this.out(`${this.label}: ${this.done}/${this.total} (${tenth * 10}%)\n`);
    }
  }
}

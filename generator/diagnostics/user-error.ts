/** An error that is the user's to fix (bad usage, bad path): reported without a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'UserError';
  }

  /** As the CLI prints it: the problem, then what to do. */
  describe(): string {
    return `✗ ${this.message}\n${this.hint ? `  ${this.hint}\n` : ''}`;
  }
}

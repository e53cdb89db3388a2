// stdout and stderr of a run, kept up to one shared budget of bytes. The first byte over the budget is the
// signal to stop the run: nothing more is kept, and the caller kills the writer at once.
export class OutputBudget {
  private readonly chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  private used = 0;
  truncated = false;

  constructor(private readonly limit: number) {}

  /** Keeps what fits; false once the run has written more than the budget. */
  add(stream: 'stdout' | 'stderr', chunk: Buffer): boolean {
    if (this.truncated) return false;
    const room = this.limit - this.used;
    if (chunk.length <= room) {
      this.chunks[stream].push(chunk);
      this.used += chunk.length;
      return true;
    }
    if (room > 0) this.chunks[stream].push(chunk.subarray(0, room));
    this.used = this.limit;
    this.truncated = true;
    return false;
  }

  bytes(stream: 'stdout' | 'stderr'): Uint8Array {
    return new Uint8Array(Buffer.concat(this.chunks[stream]));
  }
}

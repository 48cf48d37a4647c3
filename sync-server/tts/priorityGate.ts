/**
 * Work that must never delay a request: background jobs run one at a time, and only while no
 * request's job is running; a request's job starts at once. (A job already started is not
 * interrupted: a request arriving meanwhile waits for that one job at most.)
 */
export class PriorityGate {
  #foreground = 0;
  #backgroundRunning = false;
  #waiting: (() => void)[] = [];

  /** A job a request is waiting for: started now. */
  async foreground<T>(job: () => Promise<T>): Promise<T> {
    this.#foreground++;
    try {
      return await job();
    } finally {
      this.#foreground--;
      this.#wake();
    }
  }

  /** A job nobody is waiting for: started once no request's job is running and no other background job is. */
  async background<T>(job: () => Promise<T>): Promise<T> {
    while (this.#foreground > 0 || this.#backgroundRunning) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#backgroundRunning = true;
    try {
      return await job();
    } finally {
      this.#backgroundRunning = false;
      this.#wake();
    }
  }

  /** Background jobs waiting for their turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #wake(): void {
    if (this.#foreground > 0) return;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }
}

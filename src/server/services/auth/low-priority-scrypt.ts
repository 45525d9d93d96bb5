// scrypt in helper processes at the lowest CPU priority (so a flood of logins cannot starve the pages).
// node:crypto's async scrypt runs on libuv's pool inside the server, at the priority of the thread
// that serves pages: under a flood of logins, pages waited for a core whenever both wanted one.
// A hash also maps and unmaps 128 MiB each time, and inside the server those page faults and unmaps
// share its address space with the page-serving thread. Measured on the 2-core bench machine, a
// worker thread at nice 19 still doubled GET /vi's p99 in some runs, while the same hashing in
// another process did not move it. So each hash runs in a child process at nice 19: when a page
// and a hash want the same core the page goes first, and a hash still gets any idle core.
import { spawn, type ChildProcess } from 'node:child_process';
import type { ScryptOptions } from 'node:crypto';

/** The helper's program, run with `node -e`, so no bundler has to find a file for it. */
const HELPER_SOURCE = `
const { scryptSync } = require('node:crypto');
const { constants, setPriority } = require('node:os');
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not allowed here (a sandbox): hash at normal priority rather than not at all.
}
process.on('message', ({ id, password, salt, keyLength, options }) => {
  let answer;
  try {
    answer = { id, key: scryptSync(password, salt, keyLength, options) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send(answer);
});
// The server is gone (or let the channel go): nothing left to hash for.
process.on('disconnect', () => process.exit(0));
`;

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Hasher {
  process: ChildProcess;
  job?: Job;
}

type Answer = { id: number; key?: Uint8Array; error?: string };

/** Whether `hasher` keeps this process alive: only while it is hashing. */
function hold(hasher: Hasher, busy: boolean): void {
  if (busy) {
    hasher.process.ref();
    hasher.process.channel?.ref();
  } else {
    hasher.process.unref();
    hasher.process.channel?.unref();
  }
}

/**
 * At most `processes` hashes at once, each in its own low-priority helper process, started when
 * first needed; more wait in order. A helper that dies fails its hash and is replaced on the next.
 */
export class LowPriorityScrypt {
  readonly #hashers: Hasher[] = [];
  readonly #waiting: Job[] = [];
  #nextId = 1;

  constructor(readonly processes: number) {}

  scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
    return new Promise<Buffer>((resolve, reject) => {
      this.#waiting.push({
        id: this.#nextId++,
        password,
        salt,
        keyLength,
        options,
        resolve,
        reject,
      });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    for (let job = this.#waiting[0]; job; job = this.#waiting[0]) {
      const hasher = this.#idleHasher();
      if (!hasher) return;
      this.#waiting.shift();
      hasher.job = job;
      // Held while it works, so a script that awaits a hash (the admin CLI) does not exit first.
      hold(hasher, true);
      const { id, password, salt, keyLength, options } = job;
      hasher.process.send({ id, password, salt, keyLength, options });
    }
  }

  #idleHasher(): Hasher | undefined {
    const idle = this.#hashers.find((hasher) => !hasher.job);
    if (idle) return idle;
    if (this.#hashers.length >= this.processes) return undefined;
    const hasher: Hasher = {
      process: spawn(process.execPath, ['-e', HELPER_SOURCE], {
        // An empty environment: the helper needs nothing from it, least of all the server's secrets.
        env: { NODE_ENV: process.env.NODE_ENV },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        // Buffers cross as bytes, not as JSON arrays.
        serialization: 'advanced',
      }),
    };
    hold(hasher, false);
    hasher.process.on('message', (answer: Answer) => {
      const job = hasher.job;
      if (!job || job.id !== answer.id) return;
      hasher.job = undefined;
      hold(hasher, false);
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(`scrypt failed: ${answer.error ?? 'unknown error'}`));
      this.#dispatch();
    });
    const retire = (error: Error) => {
      const at = this.#hashers.indexOf(hasher);
      if (at < 0) return;
      this.#hashers.splice(at, 1);
      hasher.job?.reject(error);
      hasher.job = undefined;
      hasher.process.kill();
      this.#dispatch();
    };
    hasher.process.on('error', retire);
    hasher.process.on('exit', (code, signal) =>
      retire(new Error(`the hashing process exited (${signal ?? code})`)),
    );
    this.#hashers.push(hasher);
    return hasher;
  }
}

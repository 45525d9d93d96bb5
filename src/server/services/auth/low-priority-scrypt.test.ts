import { randomBytes, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { LowPriorityScrypt } from './low-priority-scrypt';

// Cheap parameters: these tests are about threads, not cost (passwords.test.ts uses the real ones).
const OPTIONS = { N: 2 ** 12, r: 8, p: 1 };

/** The processes this one started, with their nice values and environments, from /proc (Linux). */
function children(): { pid: number; nice: number; environ: string }[] {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name in parentheses start at field 3: ppid is 4, nice is 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[4 - 3]) !== process.pid) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8');
      found.push({ pid: Number(entry), nice: Number(fields[19 - 3]), environ });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

describe('LowPriorityScrypt', () => {
  it('derives the same key as node:crypto', async () => {
    const hasher = new LowPriorityScrypt(1);
    const salt = randomBytes(16);
    const key = await hasher.scrypt('mật khẩu dài', salt, 32, OPTIONS);
    expect(key).toEqual(scryptSync('mật khẩu dài', salt, 32, OPTIONS));
  });

  it('answers every caller when more ask than it has threads', async () => {
    const hasher = new LowPriorityScrypt(2);
    const salts = Array.from({ length: 7 }, () => randomBytes(16));
    const keys = await Promise.all(
      salts.map((salt, i) => hasher.scrypt(`password-${i}`, salt, 32, OPTIONS)),
    );
    keys.forEach((key, i) => {
      expect(key).toEqual(scryptSync(`password-${i}`, salts[i] as Buffer, 32, OPTIONS));
    });
  });

  it('fails a hash with bad parameters and goes on hashing', async () => {
    const hasher = new LowPriorityScrypt(1);
    const salt = randomBytes(16);
    await expect(hasher.scrypt('x', salt, 32, { N: 3 })).rejects.toThrow(/scrypt failed/);
    await expect(hasher.scrypt('x', salt, 32, OPTIONS)).resolves.toEqual(
      scryptSync('x', salt, 32, OPTIONS),
    );
  });

  (process.platform === 'linux' ? it : it.skip)(
    'hashes in a process at the lowest priority, without the server’s environment',
    async () => {
      const mainPriority = getPriority();
      const before = new Set(children().map((child) => child.pid));
      process.env.TEST_HELPER_SECRET = 'not-for-the-helper';
      try {
        const hasher = new LowPriorityScrypt(1);
        await hasher.scrypt('x', randomBytes(16), 32, OPTIONS);
      } finally {
        delete process.env.TEST_HELPER_SECRET;
      }

      const helpers = children().filter((child) => !before.has(child.pid));
      expect(helpers).toEqual([expect.objectContaining({ nice: 19 })]);
      expect(helpers[0]?.environ).not.toContain('TEST_HELPER_SECRET');
      // This process keeps its own priority.
      expect(getPriority()).toBe(mainPriority);
    },
  );
});

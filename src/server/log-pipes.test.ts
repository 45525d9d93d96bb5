import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { exitWhenLogPipesClose } from './log-pipes.mjs';

describe('exitWhenLogPipesClose', () => {
  it('exits when a log pipe breaks, and only then', () => {
    const stdout = new EventEmitter();
    const stderr = new EventEmitter();
    const exit = jest.fn();
    exitWhenLogPipesClose([stdout, stderr], exit);
    stdout.emit('error', Object.assign(new Error('other'), { code: 'EAGAIN' }));
    expect(exit).not.toHaveBeenCalled();
    stderr.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('ends a process that logs on after its reader went away', async () => {
    // A process that logs every few milliseconds, as a busy server does, with its output piped to
    // a reader that then closes the pipe.
    const helper = path.resolve(__dirname, 'log-pipes.mjs');
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { exitWhenLogPipesClose } from ${JSON.stringify(helper)};
         exitWhenLogPipesClose([process.stdout, process.stderr], (code) => process.exit(code));
         process.on('uncaughtException', (error) => console.error('uncaught', error));
         setInterval(() => console.log('a log line'), 5);`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    child.stderr.destroy();
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('still running 3 s after its pipes closed'));
      }, 3_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
  }, 10_000);
});

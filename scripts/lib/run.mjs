import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output. When it fails, the calling script stops with the same
 * exit code and a one-line reason (these are build scripts: there is nothing to recover).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      console.error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
      process.exit(code || 1);
    });
  });
}

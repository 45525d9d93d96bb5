// Child processes of the benchmark (builds, servers, Chromium): started in their own process
// group so the whole tree can be stopped by id, and always stopped on exit, error or Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';

const cleanups = new Set();
let installed = false;

/** Registers a synchronous stop function run on exit; returns a function that unregisters it. */
export function onCleanup(stop) {
  cleanups.add(stop);
  return () => cleanups.delete(stop);
}

/** Runs every registered stop function once (safe to call more than once). */
export function cleanupAll() {
  for (const stop of [...cleanups]) {
    cleanups.delete(stop);
    try {
      stop();
    } catch (error) {
      console.error(`bench: cleanup step failed: ${error.message}`);
    }
  }
}

/** Stops children on normal exit, on SIGINT/SIGTERM and on a crash. */
export function installCleanupHandlers() {
  if (installed) return;
  installed = true;
  process.on('exit', cleanupAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal} received, stopping the processes it started`);
      cleanupAll();
      process.exit(130);
    });
  }
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    // The child leads its own process group (detached), so -pid reaches its whole tree only.
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH')
      console.error(`bench: could not stop pid ${child.pid}: ${error.message}`);
  }
}

/**
 * Starts a command in its own process group with output appended to `logFile`. The returned
 * child is stopped by cleanupAll() unless `stop()` was called first.
 */
export function startProcess(command, args, { cwd, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n$ ${command} ${args.join(' ')}  (cwd ${cwd}, ${new Date().toISOString()})\n`);
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => resolve({ code: null, signal: null, error }));
  });
  const unregister = onCleanup(() => killGroup(child, 'SIGKILL'));
  const stop = async () => {
    unregister();
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, exited, stop, logFile };
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch (error) {
    return `(could not read ${file}: ${error.message})`;
  }
}

/** Runs a command to completion (output to `logFile`); rejects with the log's tail on failure. */
export async function runLogged(command, args, options) {
  const started = startProcess(command, args, options);
  const result = await started.exited;
  started.stop();
  if (result.code !== 0) {
    const reason =
      result.error?.message ?? (result.signal ? `signal ${result.signal}` : `exit ${result.code}`);
    throw new Error(
      `${command} ${args.join(' ')} failed (${reason}); last lines of ${options.logFile}:\n${tail(options.logFile)}`,
    );
  }
}

/** True when something already accepts connections on localhost:port (where the servers bind). */
export function isPortBusy(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: 'localhost', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a server and waits until `readyUrl` answers (any status below 500), failing early when
 * the process exits or the port was already taken by someone else.
 */
export async function startServer(
  command,
  args,
  { cwd, env, logFile, port, readyUrl, timeoutMs = 60_000 },
) {
  if (await isPortBusy(port)) {
    throw new Error(
      `port ${port} is already in use; stop whatever listens there (it is not this run's server)`,
    );
  }
  const server = startProcess(command, args, { cwd, env, logFile });
  let exitedEarly = null;
  server.exited.then((result) => {
    exitedEarly = result;
  });
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    if (exitedEarly) {
      throw new Error(
        `server on port ${port} exited before answering; last lines of ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(readyUrl, {
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status < 500) return server;
    } catch (error) {
      // Usually "connection refused" while the server boots; kept for the timeout message.
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(
    `server on port ${port} did not answer ${readyUrl} within ${timeoutMs / 1000} s (last error: ${lastError?.cause?.code ?? lastError?.message ?? 'none'}); see ${logFile}`,
  );
}

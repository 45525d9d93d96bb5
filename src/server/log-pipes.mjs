// What scripts/server.mjs does when whoever reads its output goes away (a supervisor that died, a
// test runner killed mid-run). Every log line then fails with EPIPE, Next's handler of the
// uncaught error logs it, that line fails too, and the process spun on for ever at full CPU,
// still listening and answering (a later test run reused it and failed every test). A server
// with no one to read it stops instead; its supervisor, if any, starts another. Plain JavaScript
// for the server script; log-pipes.d.mts types it for the tests.

/**
 * @param {{ on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown }[]} streams
 * @param {(code: number) => void} exit
 */
export function exitWhenLogPipesClose(streams, exit) {
  for (const stream of streams) {
    stream.on('error', (error) => {
      // Nothing else can go wrong writing to a pipe that matters more: write no log line about it.
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') exit(1);
    });
  }
}

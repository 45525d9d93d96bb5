export function exitWhenLogPipesClose(
  streams: { on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown }[],
  exit: (code: number) => void,
): void;

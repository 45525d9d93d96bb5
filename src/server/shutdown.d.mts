export function onShutdown(close: () => Promise<void>): () => void;

// Next calls register() once per server process at start.
export async function register() {
  // Signals, process.exit and the database exist only in the Node runtime (not on the edge).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installGracefulShutdown } = await import('./lib/ops/graceful-shutdown');
    installGracefulShutdown();
  }
}

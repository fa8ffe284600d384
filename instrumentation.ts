// Next calls register() once per server process at start.
export async function register() {
  // Signals, process.exit and the database exist only in the Node runtime (not on the edge).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installGracefulShutdown } = await import('./lib/ops/graceful-shutdown');
    installGracefulShutdown();
    // Not while `next build` prerenders pages: only a serving process needs the database.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { warmUp } = await import('./lib/ops/warm-up');
      warmUp();
    }
  }
}

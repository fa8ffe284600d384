import { startProductionServer } from '../helpers/server';

// One production server for the whole E2E run (built by `npm test` before this runs). Workers
// start after this and inherit the environment: tests read the server from E2E_PORT / E2E_BASE_URL.
export default async function globalSetup() {
  const server = await startProductionServer({ readyPath: '/' });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_PORT = String(server.port);
  return async () => {
    await server.stop();
  };
}

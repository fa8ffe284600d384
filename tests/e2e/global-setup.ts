import type { TestProject } from 'vitest/node';
import { startProductionServer, type RunningServer } from '../helpers/server';

// One production server for the whole E2E run (built by `npm test` before this runs).
let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startProductionServer({ readyPath: '/' });
  project.provide('baseUrl', server.url);
  project.provide('port', server.port);
  process.env.E2E_BASE_URL = server.url;
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

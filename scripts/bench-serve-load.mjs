#!/usr/bin/env node
// The load generator of `npm run bench:serve` (scripts/bench-serve.ts), run by it as a child process
// for every measurement: autocannon in a plain Node process of its own, never inside the benchmark
// process. Why: autocannon turns every response into strings in JavaScript (~130 µs of CPU for the
// 130 KB of /ad-fr), so on a 2-core machine the generator's CPU cost per response is part of what
// is measured. Inside the `tsx` benchmark process it cost up to ~100 µs more for a response carrying
// the page's 1.4 KB of headers than for the same body with two headers (in plain Node: ~25 µs
// more), which the benchmark then charged to the server under test (docs/DEPLOY.md, section 7).
//
// Usage: node scripts/bench-serve-load.mjs '{"url":"http://127.0.0.1:3000/","connections":10,"duration":3,"headers":{}}'
// Prints one JSON line: requests/s, latency, non-2xx, errors, bytes per response and the CPU time
// the generator itself used.
import autocannon from 'autocannon';

const { url, connections, duration, headers } = JSON.parse(process.argv[2] ?? '{}');
const cpuBefore = process.cpuUsage();
const result = await autocannon({ url, connections, duration, headers });
const cpu = process.cpuUsage(cpuBefore);
const requests = result.requests.total;
console.log(
  JSON.stringify({
    reqPerSec: Math.round(result.requests.average),
    requests,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerReq: Math.round(result.throughput.total / Math.max(1, requests)),
    generatorCpuUsPerReq: Math.round((cpu.user + cpu.system) / Math.max(1, requests)),
  }),
);

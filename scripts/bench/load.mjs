/**
 * The load generator of `npm run bench:api`, run in a process of its own so that it never shares
 * an event loop with the server it measures: a warm-up, then the measured autocannon run. Prints
 * `measuring` when the measured run starts, then its figures as one JSON line.
 *
 *   node load.mjs '{"url":…,"connections":64,"duration":10,"warmup":3,"headers":{…}}'
 * With `"rate": R`, autocannon sends at most R requests a second over all connections.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const { url, connections, duration, warmup, headers = {}, amount, timeout = 10, rate } = options;
if (!url || !connections || (!duration && !amount)) {
  process.stderr.write('usage: node load.mjs \'{"url":…,"connections":…,"duration":…}\'\n');
  process.exit(2);
}

/**
 * `seconds` of load; or, with `amount` (slow answers on a loaded machine), that many requests
 * whatever the time, so that every one is counted.
 */
function cannon(seconds, requests) {
  const length = requests ? { amount: requests } : { duration: seconds };
  return autocannon({
    url,
    connections,
    ...length,
    headers,
    timeout,
    ...(rate && { overallRate: rate }),
  });
}

if (warmup > 0)
  await (amount ? cannon(0, Math.max(connections, Math.ceil(amount / 10))) : cannon(warmup));
// The parent samples the measured processes' CPU between this line and the result line.
process.stdout.write('measuring\n');
const cpuBefore = process.cpuUsage();
const started = performance.now();
// Each answer's time, for percentiles autocannon does not give (p95), with decimals.
const times = [];
const measured = cannon(duration, amount);
measured.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await measured;
times.sort((a, b) => a - b);
const percentile = (p) =>
  times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))] ?? 0;
const cpu = process.cpuUsage(cpuBefore);
const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
process.stdout.write(
  `${JSON.stringify({
    node: process.version,
    cpu_share: cpuShare,
    duration: result.duration,
    requests_total: result.requests.total,
    rps_mean: result.requests.average,
    rps_stddev: result.requests.stddev,
    latency_p50: result.latency.p50,
    latency_p99: result.latency.p99,
    latency_p50_exact: percentile(50),
    latency_p95: percentile(95),
    latency_max: result.latency.max,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);

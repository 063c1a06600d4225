#!/usr/bin/env node
// What would Lighthouse's simulated FCP and LCP have been if the page had loaded differently? Re-runs
// Lighthouse's own Lantern simulation (the one behind the bench's figures, same settings) on the runs a
// bench kept with BENCH_LIGHTHOUSE_SAVE=<folder>, after editing their network log (issue 11, decision 0012):
//
//   node scripts/lantern-what-if.mjs <folder> [--page home|login] [--drop REGEX] [--add REGEX=KB]... [--graph] [--tbt]
//
//   --drop REGEX    the requests whose URL matches are left out (as if their bytes came with another file)
//   --add REGEX=KB  the requests whose URL matches get KB more (or, negative, fewer) bytes on the wire
//   --graph         prints each run's simulated pessimistic LCP graph: which requests and tasks ran when
//   --tbt           prints each run's simulated blocking time and the tasks it is made of (issue 37: a module's
//                   evaluation is not in Lantern's first-paint graph, so the entry's can count whole after it)
//
// Without edits it reproduces the bench's figures exactly (a check that the folder and the version match).
// Lantern models slow start per connection and splits the bandwidth among all requests in flight, so
// small files beside the entry chunk can cost more than their bytes; this is how such effects were found.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const metric = async (name) =>
  import(pathToFileURL(join(process.cwd(), `node_modules/lighthouse/core/computed/metrics/${name}.js`)).href);
const { LanternFirstContentfulPaint } = await metric('lantern-first-contentful-paint');
const { LanternLargestContentfulPaint } = await metric('lantern-largest-contentful-paint');
const { LanternTotalBlockingTime } = await metric('lantern-total-blocking-time');

const args = process.argv.slice(2);
const folder = args.shift();
if (!folder)
  throw new Error(
    'usage: lantern-what-if.mjs <folder> [--page home|login] [--drop RE] [--add RE=KB] [--graph] [--tbt]',
  );
let page;
let drop;
const adds = [];
let graph = false;
let tbt = false;
while (args.length) {
  const flag = args.shift();
  if (flag === '--page') page = args.shift();
  else if (flag === '--drop') drop = new RegExp(args.shift());
  else if (flag === '--add') {
    const [pattern, kb] = args.shift().split('=');
    adds.push({ pattern: new RegExp(pattern), bytes: Number(kb) * 1024 });
  } else if (flag === '--graph') graph = true;
  else if (flag === '--tbt') tbt = true;
  else throw new Error(`unknown option ${flag}`);
}

// The bench names each run <path>-<time>.artifacts.json: "_" is the signed-in home, "_login" the login.
const PAGE_PREFIX = { home: '_-', login: '_login-' };
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.artifacts.json'))
  .filter((name) => !page || name.startsWith(PAGE_PREFIX[page] ?? `_${page.replace(/\W+/g, '_')}-`))
  .sort();

const requestIds = (log, pattern) =>
  new Set(
    log
      .filter((e) => e.method === 'Network.requestWillBeSent' && pattern.test(e.params.request.url))
      .map((e) => e.params.requestId),
  );

function edit(artifacts) {
  if (drop) {
    const ids = requestIds(artifacts.DevtoolsLog, drop);
    artifacts.DevtoolsLog = artifacts.DevtoolsLog.filter((e) => !ids.has(e.params?.requestId));
  }
  for (const { pattern, bytes } of adds) {
    const ids = requestIds(artifacts.DevtoolsLog, pattern);
    for (const e of artifacts.DevtoolsLog)
      if (e.method === 'Network.loadingFinished' && ids.has(e.params.requestId))
        e.params.encodedDataLength = Math.max(100, e.params.encodedDataLength + bytes);
  }
}

async function simulate(file, edited) {
  const artifacts = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  if (edited) edit(artifacts);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: artifacts.settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const blocking = tbt ? await LanternTotalBlockingTime.request(data, context) : null;
  return {
    fcp: fcp.timing,
    lcp: lcp.timing,
    pessimistic: lcp.pessimisticEstimate,
    // TBT's pessimistic estimate counts from the optimistic first paint (Lantern's TotalBlockingTime).
    firstPaint: fcp.optimisticEstimate.timeInMs,
    blocking,
    trace: artifacts.Trace,
  };
}

/**
 * Lantern's TBT is the mean of its optimistic and pessimistic estimates; each sums, over the simulated tasks of
 * 50 ms or more (4 × observed) between the first paint and interactive, what passes 50 ms. The pessimistic
 * estimate's tasks, with the observed start (ms after navigation) to find them in a trace.
 */
function printBlocking({ firstPaint, blocking, trace }) {
  const nav = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const { optimisticEstimate: o, pessimisticEstimate: p } = blocking;
  console.log(
    `    TBT ${blocking.timing.toFixed(0)} ms (optimistic ${o.timeInMs.toFixed(0)}, pessimistic ${p.timeInMs.toFixed(0)})`,
  );
  const tasks = [...p.nodeTimings.entries()]
    .filter(([node, t]) => node.type === 'cpu' && t.duration >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of tasks) {
    const blocks = Math.max(0, t.endTime - Math.max(t.startTime + 50, firstPaint));
    if (blocks === 0) continue;
    const what = node.childEvents
      .filter((e) => e.dur > 1500)
      .slice(0, 4)
      .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`)
      .join(', ');
    const observed = nav ? `observed at ${((node.startTime - nav.ts) / 1000).toFixed(0)} ms, ` : '';
    console.log(
      `    ${observed}${(node.duration / 1000).toFixed(1)} ms → ${t.startTime.toFixed(0)}–${t.endTime.toFixed(0)}, blocks ${blocks.toFixed(0)}: ${what}`,
    );
  }
}

function printGraph({ nodeTimings }) {
  const rows = [...nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, { startTime, endTime }] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.priority} ${(node.request.transferSize / 1024).toFixed(1)} KiB ${node.request.url}`
        : `task (${(node.duration / 1000).toFixed(1)} ms observed) ` +
          node.childEvents
            .filter((e) => e.dur > 1000)
            .slice(0, 5)
            .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`)
            .join(', ');
    console.log(`    ${startTime.toFixed(0).padStart(5)} → ${endTime.toFixed(0).padStart(5)}  ${what}`);
  }
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const edited = Boolean(drop) || adds.length > 0;
const results = [];
for (const file of files) {
  const base = await simulate(file, false);
  const after = edited ? await simulate(file, true) : base;
  results.push({ base, after });
  const change = edited ? ` → FCP ${after.fcp.toFixed(0)}, LCP ${after.lcp.toFixed(0)}` : '';
  console.log(`${file}: FCP ${base.fcp.toFixed(0)}, LCP ${base.lcp.toFixed(0)} ms${change}`);
  if (graph) printGraph(after.pessimistic);
  if (tbt) printBlocking(after);
}
if (results.length > 0) {
  const line = (key) =>
    `median ${key.toUpperCase()} ${median(results.map((r) => r.base[key])).toFixed(0)} ms` +
    (edited ? ` → ${median(results.map((r) => r.after[key])).toFixed(0)} ms` : '');
  console.log(`${results.length} runs: ${line('fcp')}; ${line('lcp')}`);
}

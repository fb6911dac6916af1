// Where a click's milliseconds go (BENCH_DEBUG=<kind>:<mode> BENCH_TRACE=1 node scripts/bench-browser.mjs): a Chrome
// trace of one run, summarised from the click (the probe's `bench:click` mark) to interactive (`bench:ready`):
// - the network waterfall (request sent, response, finished; relative to the click);
// - the main thread's tasks in that window, each with its self time by trace event (script, compile, style, layout…);
// - the JavaScript self time by function (the trace's CPU profile, minified positions mapped through the source maps
//   of dist/ to the original file and name), and its total time (the function and what it called: where a phase's
//   time goes, e.g. the machine's construction or the first render), with BENCH_STACK=<name> the stacks behind a name.
// Figures only; a trace perturbs what it measures a little (compare runs with the same flag, never with the table).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-devtools.timeline.stack',
];

const ms = (us) => (us / 1000).toFixed(1);

/** Self time per event name of the complete events of one thread inside [from, to] (events nest on a thread). */
function selfTimes(events) {
  const sorted = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of sorted) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.child += e.dur;
    stack.push({ ...e, child: 0 });
    e.__entry = stack[stack.length - 1];
  }
  for (const e of sorted) {
    const name = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name} ${(e.args?.data?.url ?? '').replace(/^.*\//, '')}` : e.name;
    self.set(name, (self.get(name) ?? 0) + Math.max(0, e.dur - e.__entry.child));
  }
  return self;
}

export function summariseTrace(traceEvents, { dist, origin }) {
  const mark = (name) => traceEvents.find((e) => e.name === name && e.cat?.includes('blink.user_timing'));
  const click = mark('bench:click');
  const ready = mark('bench:ready');
  if (!click || !ready) return console.log('trace: no bench:click / bench:ready marks');
  const t0 = click.ts;
  const t1 = ready.ts;
  console.log(`\n== trace: click → interactive ${ms(t1 - t0)} ms (marks; the bench adds a frame and a task after it)`);

  // Network.
  const requests = new Map();
  for (const e of traceEvents) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    const r = requests.get(data.requestId) ?? {};
    if (e.name === 'ResourceSendRequest') Object.assign(r, { url: data.url, sent: e.ts, priority: data.priority });
    if (e.name === 'ResourceReceiveResponse') Object.assign(r, { response: e.ts, status: data.statusCode, cached: data.fromCache || data.fromServiceWorker });
    if (e.name === 'ResourceFinish') Object.assign(r, { finished: e.ts, bytes: data.encodedDataLength });
    requests.set(data.requestId, r);
  }
  console.log('\nnetwork (ms from the click; negative = before it)');
  for (const r of [...requests.values()].filter((x) => x.url).sort((a, b) => a.sent - b.sent)) {
    const url = r.url.replace(origin, '');
    if (url.startsWith('/page/')) continue;
    console.log(`  ${ms(r.sent - t0).padStart(8)} → ${r.response ? ms(r.response - t0).padStart(8) : '       —'} → ${r.finished ? ms(r.finished - t0).padStart(8) : '       —'}  ${r.bytes ?? ''} B  ${r.priority ?? ''}  ${url}`);
  }

  // The renderer's main thread: the thread that carries the click mark.
  const main = traceEvents.filter((e) => e.pid === click.pid && e.tid === click.tid);
  const windowed = main.filter((e) => e.ts + (e.dur ?? 0) >= t0 && e.ts <= t1);
  const tasks = windowed.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 500);
  console.log('\nmain-thread tasks over 0.5 ms (start, duration, self time by event)');
  let busy = 0;
  for (const task of tasks) {
    busy += Math.min(task.ts + task.dur, t1) - Math.max(task.ts, t0);
    const inner = main.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
    const self = [...selfTimes(inner)].filter(([name]) => name !== task.name).sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  ${ms(task.ts - t0).padStart(7)} ${ms(task.dur).padStart(6)}  ${self.filter(([, d]) => d > 200).map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`);
  }
  console.log(`  busy ${ms(busy)} of ${ms(t1 - t0)} ms`);
  console.log('\nstyle and layout over 1 ms (forced ones name the script that asked)');
  for (const e of windowed.filter((x) => (x.name === 'Layout' || x.name === 'UpdateLayoutTree') && x.dur > 1000)) {
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
    const top = stack?.[0];
    const data = e.args?.beginData ?? e.args?.data ?? {};
    const at = top ? ` forced by ${top.functionName || '?'} ${top.url?.replace(/^.*\//, '')}:${top.lineNumber}:${top.columnNumber}` : '';
    console.log(`  ${ms(e.ts - t0).padStart(7)} ${ms(e.dur).padStart(6)}  ${e.name}${data.dirtyObjects !== undefined ? ` dirty ${data.dirtyObjects}/${data.totalObjects}` : ''}${data.elementCount !== undefined ? ` elements ${data.elementCount}` : ''}${at}`);
  }
  const all = [...selfTimes(windowed)].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log('\nself time by event over the window: ' + all.map(([n, d]) => `${n} ${ms(d)}`).join(', '));

  // CPU profile (ProfileChunk events of the main thread's profile).
  const nodes = new Map();
  const samples = [];
  // The main thread's profile: its 'Profile' event carries the start time the chunks' deltas count from.
  const start = traceEvents.find((x) => x.name === 'Profile' && x.pid === click.pid && x.tid === click.tid);
  let time = start?.args?.data?.startTime ?? null;
  for (const e of traceEvents.filter((x) => x.name === 'ProfileChunk' && x.pid === click.pid && (!start || x.id === start.id))) {
    const profile = e.args?.data?.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time = (time ?? e.args.data.startTime ?? e.ts) + (deltas[i] ?? 0);
      samples.push([time, id]);
    });
  }
  if (!samples.length) return;
  const maps = new Map();
  const consumer = (url) => {
    if (!maps.has(url)) {
      const file = join(dist, url.replace(/^.*\/dist\//, '').split('?')[0]);
      maps.set(url, url.includes('/dist/') && existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  const name = (frame) => {
    const map = frame.url ? consumer(frame.url) : null;
    if (map && frame.lineNumber >= 0) {
      // The compile hint's first line: maps written after the hint start with an empty line (see the bench's walk).
      const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (pos.source) return `${pos.name ?? frame.functionName ?? '?'} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}`;
    }
    return `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(origin, '')}`;
  };
  // Total (inclusive) time: each sample counts once for every distinct function on its stack (parents from the nodes).
  // BENCH_STACK=<text> also prints, in time order, the stack of every sample with a function whose name contains it.
  const stackOf = (id) => {
    const chain = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) if (node.callFrame && node.callFrame.functionName !== '(root)') chain.push(name(node.callFrame));
    return chain;
  };
  const self = new Map();
  const total = new Map();
  const byFile = new Map();
  for (let i = 0; i < samples.length - 1; i += 1) {
    const [at, id] = samples[i];
    if (at < t0 || at > t1) continue;
    const dt = samples[i + 1][0] - at;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const stack = stackOf(id);
    for (const key of new Set(stack)) total.set(key, (total.get(key) ?? 0) + dt);
    if (process.env.BENCH_STACK && stack.some((key) => key.includes(process.env.BENCH_STACK))) {
      console.log(`  stack ${ms(at - t0).padStart(7)} ${ms(dt).padStart(5)}  ${stack.join(' < ')}`);
    }
    const key = name(frame);
    self.set(key, (self.get(key) ?? 0) + dt);
    const file = key.includes(' ') ? key.slice(key.indexOf(' ') + 1).replace(/:\d+$/, '') : key;
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
  }
  console.log('\nCPU profile per main-thread task over 5 ms: self time by file (throttling pauses show as idle)');
  for (const task of tasks.filter((x) => x.dur > 5000)) {
    const files = new Map();
    for (let i = 0; i < samples.length - 1; i += 1) {
      const [at, id] = samples[i];
      if (at < task.ts || at > task.ts + task.dur) continue;
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const key = name(frame);
      const file = key.includes(' ') ? key.slice(key.indexOf(' ') + 1).replace(/:\d+$/, '') || key : key;
      files.set(file, (files.get(file) ?? 0) + samples[i + 1][0] - at);
    }
    console.log(`  ${ms(task.ts - t0).padStart(7)} ${ms(task.dur).padStart(6)}  ${[...files].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([f, d]) => `${f} ${ms(d)}`).join(', ')}`);
  }
  console.log('\nCPU profile self time in the window, by function (top 25)');
  for (const [k, d] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms(d).padStart(6)}  ${k}`);
  const top = Number(process.env.BENCH_TRACE_TOP ?? 25);
  console.log(`\nCPU profile total time in the window, by function (top ${top}; BENCH_TRACE_TOP sets how many)`);
  for (const [k, d] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(d).padStart(6)}  ${k}`);
  console.log('\nCPU profile self time by file (top 15)');
  for (const [k, d] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms(d).padStart(6)}  ${k}`);
}

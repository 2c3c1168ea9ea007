// A flame summary of a V8 `.cpuprofile`: self time by where the code lives (a package, a Node internal, one of our
// source files) and the heaviest functions, over the samples of a time window.
import path from 'node:path';

/** Where a frame's code lives: an npm package, node itself, V8's own work, or a file of ours. */
function placeOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/dist\/(.*)$/.exec(url);
  return ours ? `praxis ${path.dirname(ours[1])}` : url;
}

/**
 * @param {{ nodes: any[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }} profile
 * @param {{ fromEndMs?: [number, number], top?: number }} options the window as [start, end] in ms before the
 *   profile's end (e.g. the load run), and how many rows to print.
 */
export function summariseProfile(profile, { fromEndMs, top = 15 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const [windowStart, windowEnd] = fromEndMs
    ? [profile.endTime - fromEndMs[0] * 1000, profile.endTime - fromEndMs[1] * 1000]
    : [profile.startTime, profile.endTime];
  const selfUs = new Map();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < windowStart || time > windowEnd) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
    total += delta;
  });
  const byPlace = new Map();
  const byFunction = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    const place = placeOf(callFrame.url, callFrame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const fn = `${callFrame.functionName || '(anonymous)'} — ${place}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const idle = byPlace.get('(idle)') ?? 0;
  const busy = total - idle;
  const rows = (map) =>
    [...map]
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `| ${name} | ${(us / 1000).toFixed(0)} | ${((100 * us) / busy).toFixed(1)} % |`);
  return [
    `Window ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / total).toFixed(0)} %).`,
    '',
    '| Self time by place | ms | of busy |',
    '| --- | --- | --- |',
    ...rows(byPlace),
    '',
    '| Heaviest functions (self) | ms | of busy |',
    '| --- | --- | --- |',
    ...rows(byFunction),
  ].join('\n');
}

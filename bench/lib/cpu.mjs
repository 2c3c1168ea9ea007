// Where the CPU goes during a load run: the API process, PostgreSQL (postmaster and its backends) and this process
// (the load generator), in % of one core (the machine has nproc × 100 %).
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU ticks of every process in the tree under rootPid, by pid. */
function treeTicks(rootPid) {
  const ticks = new Map();
  if (!rootPid) return ticks;
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (stat) all.set(Number(name), stat);
  }
  const visit = (pid) => {
    const stat = all.get(pid);
    if (!stat || ticks.has(pid)) return;
    ticks.set(pid, stat.ticks);
    for (const [child, childStat] of all) if (childStat.ppid === pid) visit(child);
  };
  visit(rootPid);
  return ticks;
}

/** Ticks used between two snapshots by the processes alive at the end (one that exits mid-run is not counted). */
function ticksBetween(before, after) {
  let total = 0;
  for (const [pid, ticks] of after) total += ticks - (before.get(pid) ?? 0);
  return total;
}

/** Runs `work` and reports the CPU each party used meanwhile. Backends that exit mid-run are not counted. */
export async function withCpu({ apiPid, postgresPid }, work) {
  const started = performance.now();
  const before = { api: treeTicks(apiPid), pg: treeTicks(postgresPid), self: process.cpuUsage() };
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const self = process.cpuUsage(before.self);
  const pct = (ticks) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
  return {
    result,
    cpu: {
      apiPct: pct(ticksBetween(before.api, treeTicks(apiPid))),
      postgresPct: postgresPid ? pct(ticksBetween(before.pg, treeTicks(postgresPid))) : undefined,
      loadGeneratorPct: Math.round(((self.user + self.system) / 1e6 / seconds) * 100),
    },
  };
}

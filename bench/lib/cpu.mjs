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

function treeTicks(rootPid) {
  if (!rootPid) return 0;
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (stat) children.set(Number(name), stat);
  }
  let total = 0;
  const visit = (pid) => {
    const stat = children.get(pid);
    if (!stat) return;
    total += stat.ticks;
    for (const [child, childStat] of children) if (childStat.ppid === pid) visit(child);
  };
  visit(rootPid);
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
      apiPct: pct(treeTicks(apiPid) - before.api),
      postgresPct: postgresPid ? pct(treeTicks(postgresPid) - before.pg) : undefined,
      loadGeneratorPct: Math.round(((self.user + self.system) / 1e6 / seconds) * 100),
    },
  };
}

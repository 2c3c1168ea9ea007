// The same 2,000-task plan for every candidate: 40 workstreams (phases) of 49 tasks, each task 1–10 days, chained
// finish-to-start inside its phase; phases start two weeks apart and run in parallel, so the plan spans about two
// and a half years, as a large programme would. Deterministic (no randomness).
const DAY = 86_400_000;
const START = Date.UTC(2027, 0, 4);

export function plan() {
  const tasks = [];
  const links = [];
  for (let phase = 0; phase < 40; phase++) {
    const phaseId = `p${phase}`;
    const phaseStart = START + phase * 14 * DAY;
    let cursor = phaseStart;
    const children = [];
    for (let index = 0; index < 49; index++) {
      const days = 1 + ((phase * 7 + index * 3) % 10);
      const id = `t${phase}-${index}`;
      children.push({
        id,
        name: `Task ${phase + 1}.${index + 1}`,
        start: cursor,
        end: cursor + days * DAY,
        parent: phaseId,
      });
      if (index > 0) links.push({ from: `t${phase}-${index - 1}`, to: id });
      cursor += days * DAY;
    }
    tasks.push({
      id: phaseId,
      name: `Phase ${phase + 1}`,
      start: phaseStart,
      end: cursor,
      parent: null,
      isPhase: true,
    });
    tasks.push(...children);
  }
  return { tasks, links };
}

export const iso = (ms) => new Date(ms).toISOString().slice(0, 10);

import { addDays, addTime, utcMidnight, weekStart } from '@praxis/shared/dates';

/** A small seeded PRNG (mulberry32) so the demo firm is the same on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID drawn from the generator, so ids are stable too. */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  const uuid = () => {
    const bytes = Array.from({ length: 16 }, () => int(0, 255));
    bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample, uuid };
}

/** Dates of the demo firm, all relative to one moment so a seed taken today looks current. */
export interface Calendar {
  now: Date;
  /** Monday 00:00 UTC of the week holding `now`. */
  monday: Date;
  /** An ISO date (YYYY-MM-DD) `days` after that Monday (negative: before). */
  date(days: number): string;
  /** A timestamp `hours` before `now`. */
  ago(hours: number): Date;
}

export function createCalendar(now: Date): Calendar {
  const mondayIso = weekStart(now.toISOString().slice(0, 10));
  const monday = utcMidnight(mondayIso);
  return {
    now,
    monday,
    date: (days) => addDays(mondayIso, days),
    ago: (hours) => addTime(now, { hours: -hours }),
  };
}

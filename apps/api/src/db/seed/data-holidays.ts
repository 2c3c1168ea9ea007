/** Public holidays by office (LOCATIONS in data-people.ts), as rules so any three-month window has its own. */
type Rule =
  | { kind: 'fixed'; month: number; day: number }
  /** nth (1-based; -1 = last) weekday (0 = Sunday) of a month. */
  | { kind: 'nth'; month: number; weekday: number; nth: number };

const US = ['New York, NY', 'Chicago, IL', 'Denver, CO', 'San Francisco, CA'];
const TORONTO = ['Toronto, ON'];
const EUROPE = ['London, UK', 'Berlin, Germany', 'Madrid, Spain', 'Warsaw, Poland'];
const ALL = [...US, ...TORONTO, ...EUROPE, 'Bengaluru, India', 'Singapore', 'Sydney, Australia'];

const fixed = (month: number, day: number): Rule => ({ kind: 'fixed', month, day });
const nth = (month: number, weekday: number, n: number): Rule => ({ kind: 'nth', month, weekday, nth: n });

export const HOLIDAYS: { name: string; rule: Rule; cities: readonly string[] }[] = [
  { name: "New Year's Day", rule: fixed(1, 1), cities: ALL },
  { name: 'Epiphany', rule: fixed(1, 6), cities: ['Madrid, Spain', 'Warsaw, Poland'] },
  { name: 'Martin Luther King Jr. Day', rule: nth(1, 1, 3), cities: US },
  { name: 'Republic Day', rule: fixed(1, 26), cities: ['Bengaluru, India'] },
  { name: 'Australia Day', rule: fixed(1, 26), cities: ['Sydney, Australia'] },
  { name: "Presidents' Day", rule: nth(2, 1, 3), cities: US },
  { name: 'Family Day', rule: nth(2, 1, 3), cities: TORONTO },
  {
    name: 'Labour Day',
    rule: fixed(5, 1),
    cities: ['Berlin, Germany', 'Madrid, Spain', 'Warsaw, Poland', 'Singapore'],
  },
  { name: 'Early May bank holiday', rule: nth(5, 1, 1), cities: ['London, UK'] },
  { name: 'Memorial Day', rule: nth(5, 1, -1), cities: US },
  { name: 'Spring bank holiday', rule: nth(5, 1, -1), cities: ['London, UK'] },
  { name: 'Juneteenth', rule: fixed(6, 19), cities: US },
  { name: 'Canada Day', rule: fixed(7, 1), cities: TORONTO },
  { name: 'Independence Day', rule: fixed(7, 4), cities: US },
  { name: 'National Day', rule: fixed(8, 9), cities: ['Singapore'] },
  { name: 'Independence Day', rule: fixed(8, 15), cities: ['Bengaluru, India'] },
  { name: 'Assumption Day', rule: fixed(8, 15), cities: ['Madrid, Spain', 'Warsaw, Poland'] },
  { name: 'Summer bank holiday', rule: nth(8, 1, -1), cities: ['London, UK'] },
  { name: 'Labor Day', rule: nth(9, 1, 1), cities: [...US, ...TORONTO] },
  { name: 'Gandhi Jayanti', rule: fixed(10, 2), cities: ['Bengaluru, India'] },
  { name: 'German Unity Day', rule: fixed(10, 3), cities: ['Berlin, Germany'] },
  { name: 'Thanksgiving', rule: nth(10, 1, 2), cities: TORONTO },
  { name: 'Independence Day', rule: fixed(11, 11), cities: ['Warsaw, Poland'] },
  { name: 'Thanksgiving', rule: nth(11, 4, 4), cities: US },
  { name: 'Constitution Day', rule: fixed(12, 6), cities: ['Madrid, Spain'] },
  { name: 'Immaculate Conception', rule: fixed(12, 8), cities: ['Madrid, Spain'] },
  { name: 'Christmas Day', rule: fixed(12, 25), cities: ALL },
  {
    name: 'Boxing Day',
    rule: fixed(12, 26),
    cities: ['London, UK', 'Toronto, ON', 'Sydney, Australia', 'Berlin, Germany', 'Warsaw, Poland'],
  },
];

/** The UTC date a rule falls on in a year. */
export function dateOf(rule: Rule, year: number): Date {
  if (rule.kind === 'fixed') return new Date(Date.UTC(year, rule.month - 1, rule.day));
  if (rule.nth > 0) {
    const first = new Date(Date.UTC(year, rule.month - 1, 1));
    const offset = (rule.weekday - first.getUTCDay() + 7) % 7;
    return new Date(Date.UTC(year, rule.month - 1, 1 + offset + (rule.nth - 1) * 7));
  }
  const last = new Date(Date.UTC(year, rule.month, 0));
  const back = (last.getUTCDay() - rule.weekday + 7) % 7;
  return new Date(Date.UTC(year, rule.month - 1, last.getUTCDate() - back));
}

/**
 * Every API connection runs with JIT off. The app's statements are short reads whose estimated cost grows with the
 * tables (a misestimated date series, a week of a large firm), and past `jit_above_cost` PostgreSQL spends longer
 * compiling than running: at 5,000 people the admin timesheet view took 2.7 s with JIT and 0.54 s without, the
 * Monday agenda 8.9 s and 5.3 s (bench/scale-analysis.md). None of them is an analytic scan JIT pays off on.
 */
export const SESSION_OPTIONS = '-c jit=off';

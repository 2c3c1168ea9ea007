// A test clock for the whole process tree: with PRAXIS_CLOCK=<ISO instant> set, `new Date()` and `Date.now()` start
// at that instant and keep running (an offset, not a frozen clock, so timeouts, sessions and waits behave as usual).
// Loaded through NODE_OPTIONS="--import ./scripts/test-clock.mjs" by scripts/any-date.mjs, so the Vitest main
// process (which seeds the demo firm), its workers and the embedded PostgreSQL (PGlite reads the JavaScript clock
// for now() and current_date) all agree on "today". Without PRAXIS_CLOCK it does nothing.
const target = process.env.PRAXIS_CLOCK;

if (target) {
  const RealDate = globalThis.Date;
  const at = RealDate.parse(target);
  if (Number.isNaN(at)) throw new Error(`PRAXIS_CLOCK is not an ISO instant: ${target}`);
  const offset = at - RealDate.now();

  // A constructor that shares the real Date's prototype (libraries such as @date-fns/tz read and patch
  // Date.prototype's own methods, and subclass Date), and builds real Date objects through Reflect.construct so a
  // subclass's `super()` still makes an instance of the subclass.
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [RealDate.now() + offset] : args, new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  Object.defineProperty(RealDate.prototype, 'constructor', { value: ShiftedDate, writable: true, configurable: true });
  globalThis.Date = ShiftedDate;
}

/** The forecasts (`@praxis/shared/forecast`): pure, on the shared date core, used by the API, the web and the bench. */
export * from './forecast/bookings.js';
export * from './forecast/engagement.js';
export * from './forecast/firm.js';
export { forecastCalendar, type ForecastCalendar } from './forecast/calendar.js';
export * from './forecast/what-if.js';

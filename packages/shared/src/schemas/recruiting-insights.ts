import { z } from 'zod';
import { CANDIDATE_SOURCES, CANDIDATE_STAGES } from './recruiting.js';

const stage = z.enum(CANDIDATE_STAGES);
const days = z.number().nullable();

/** GET /recruiting/analytics (docs/product.md §11.12): the formulas are `recruitingAnalytics` (recruiting/analytics.ts). */
export const recruitingAnalyticsSchema = z.object({
  time_in_stage: z.array(z.object({ stage, count: z.number().int(), average_days: days, median_days: days })),
  conversion: z.array(
    z.object({ from: stage, to: stage, reached: z.number().int(), converted: z.number().int(), rate: days }),
  ),
  sources: z.array(
    z.object({
      source: z.enum(CANDIDATE_SOURCES),
      candidates: z.number().int(),
      interviewed: z.number().int(),
      hired: z.number().int(),
      hire_rate: days,
    }),
  ),
  positions: z.array(
    z.object({
      position_id: z.uuid(),
      position_title: z.string(),
      counts: z.record(stage, z.number().int()),
    }),
  ),
  time_to_hire: z.object({ hires: z.number().int(), average_days: days, median_days: days }),
});

/** GET /recruiting/demand (docs/product.md §11.12): suggested positions with their evidence (`demandSignals`). */
export const demandSignalSchema = z.object({
  category_id: z.uuid(),
  product_id: z.uuid().nullable(),
  skill: z.string(),
  min_rating: z.number().int(),
  requests: z.array(
    z.object({
      id: z.uuid(),
      engagement_name: z.string(),
      days_waiting: z.number().int(),
      job_title_id: z.uuid().nullable(),
      job_title: z.string().nullable(),
    }),
  ),
  people_with_skill: z.number().int(),
  rolling_off: z.array(z.object({ consultant_id: z.uuid(), name: z.string(), date: z.string() })),
  oldest_days: z.number().int(),
  headline: z.string(),
  supply: z.string(),
  suggested: z.object({ title: z.string(), job_title_id: z.uuid().nullable(), headcount: z.number().int() }),
});

import { z } from 'zod';

/** Who a template task falls to when a hire starts an onboarding. */
export const ONBOARDING_OWNERS = ['admin', 'hiring_manager', 'new_hire'] as const;
export type OnboardingOwner = (typeof ONBOARDING_OWNERS)[number];

/** The checklist every onboarding starts from (docs/product.md §11.12): due dates relative to the start date. */
export const ONBOARDING_TEMPLATE: readonly { title: string; owner: OnboardingOwner; days: number }[] = [
  { title: 'Laptop and equipment ready', owner: 'admin', days: -3 },
  { title: 'Accounts created: email, Praxis, calendar', owner: 'admin', days: -1 },
  { title: 'Buddy assigned and introduced', owner: 'hiring_manager', days: 0 },
  { title: 'Complete your profile: skills, certifications, languages, education', owner: 'new_hire', days: 2 },
  { title: 'First-week training: tools, methods and security', owner: 'hiring_manager', days: 4 },
  { title: 'First timesheet submitted', owner: 'new_hire', days: 4 },
];

export const onboardingTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  owner_consultant_id: z.uuid().nullable(),
  owner_name: z.string().nullable(),
  due_date: z.string(),
  done_at: z.string().nullable(),
  overdue: z.boolean(),
  version: z.number().int(),
});
export type OnboardingTask = z.infer<typeof onboardingTaskSchema>;

export const onboardingSchema = z.object({
  id: z.uuid(),
  consultant_id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  job_title: z.string().nullable(),
  start_date: z.string(),
  /** Whether the new hire has claimed their account through the invitation. */
  has_account: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
  overdue: z.number().int(),
  tasks: z.array(onboardingTaskSchema),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** Tick or untick a task; an admin may also hand it to someone else. */
export const onboardingTaskUpdateSchema = z
  .object({
    done: z.boolean().optional(),
    owner_consultant_id: z.uuid({ error: 'Choose a colleague.' }).nullable().optional(),
  })
  .strict()
  .refine((value) => value.done !== undefined || value.owner_consultant_id !== undefined, 'Nothing to change.');
export type OnboardingTaskUpdate = z.infer<typeof onboardingTaskUpdateSchema>;

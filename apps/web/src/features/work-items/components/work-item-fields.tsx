import { PRIORITIES, WORK_ITEM_CATEGORIES } from '@praxis/shared';
import { SelectField, TextareaField } from '@/components/form/fields';
import { labelledOptions } from '@/components/labelled-options';
import { PRIORITY_LABELS } from '../lib/labels';

export const CATEGORY_OPTIONS = WORK_ITEM_CATEGORIES.map((value) => ({ value, label: value }));
export const PRIORITY_OPTIONS = labelledOptions(PRIORITIES, PRIORITY_LABELS);

/** Category and priority, side by side; `extraCategory` keeps a category that is no longer offered. */
export function CategoryAndPriorityFields({ extraCategory }: { extraCategory?: string | undefined }) {
  const categories =
    extraCategory && !(WORK_ITEM_CATEGORIES as readonly string[]).includes(extraCategory)
      ? [{ value: extraCategory, label: extraCategory }, ...CATEGORY_OPTIONS]
      : CATEGORY_OPTIONS;
  return (
    <>
      <SelectField name="category" label="Category" placeholder="No category" options={categories} />
      <SelectField name="priority" label="Priority" options={PRIORITY_OPTIONS} />
    </>
  );
}

/** The problem and the proposed solution. */
export function ProblemFields({ problemHelp }: { problemHelp?: string }) {
  return (
    <>
      <TextareaField name="problem_statement" label="Problem statement" required rows={5} description={problemHelp} />
      <TextareaField name="proposed_solution" label="Proposed solution" rows={4} />
    </>
  );
}

import { circlePath, findCycle, scheduleLinksOf, type PlanSave } from '@praxis/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * Checks a whole plan before it is saved: ids, parents, links and the team. Every refusal is a 422 that names the
 * task, so the builder can point at it.
 */
export function validatePlan(input: PlanSave, teamIds: ReadonlySet<string>): void {
  const byId = new Map<string, (typeof input.tasks)[number]>();
  input.tasks.forEach((task, index) => {
    if (byId.has(task.id)) refuse(`Two tasks share the id ${task.id}.`, `tasks.${index}.id`, 'Duplicate id.');
    byId.set(task.id, task);
  });
  const nameOf = (id: string) => byId.get(id)?.name ?? id;
  const parents = new Set<string>();
  input.tasks.forEach((task, index) => {
    if (task.assignee_id && !teamIds.has(task.assignee_id)) {
      refuse(
        `The assignee of “${task.name}” is not on the engagement's team.`,
        `tasks.${index}.assignee_id`,
        'Not on the team.',
      );
    }
    if (task.parent_id === null) return;
    if (!byId.has(task.parent_id) || task.parent_id === task.id) {
      refuse(`“${task.name}” sits under a task that is not in the plan.`, `tasks.${index}.parent_id`, 'Unknown phase.');
    }
    parents.add(task.parent_id);
  });
  const nesting = findCycle(
    [...byId.keys()],
    input.tasks
      .filter((task) => task.parent_id !== null)
      .map((task) => ({
        predecessorId: task.parent_id as string,
        successorId: task.id,
        type: 'FS' as const,
        lagDays: 0,
      })),
  );
  if (nesting)
    refuse(`These phases contain each other: ${nesting.map(nameOf).join(' → ')}.`, 'tasks', 'Phases nest in a circle.');

  const seen = new Set<string>();
  input.dependencies.forEach((dep, index) => {
    const field = `dependencies.${index}`;
    if (!byId.has(dep.predecessor_id) || !byId.has(dep.successor_id)) {
      refuse('A link points to a task that is not in the plan.', field, 'Unknown task.');
    }
    if (dep.predecessor_id === dep.successor_id)
      refuse(`“${nameOf(dep.successor_id)}” cannot depend on itself.`, field, 'Self link.');
    for (const id of [dep.predecessor_id, dep.successor_id]) {
      if (parents.has(id)) refuse(`Link tasks, not phases: “${nameOf(id)}” is a phase.`, field, 'Phase link.');
    }
    const key = `${dep.predecessor_id}>${dep.successor_id}`;
    if (seen.has(key)) {
      refuse(
        `“${nameOf(dep.successor_id)}” is linked to “${nameOf(dep.predecessor_id)}” twice.`,
        field,
        'Duplicate link.',
      );
    }
    seen.add(key);
  });
  refuseDependencyCycle([...byId.keys()], input.dependencies, nameOf);
}

/**
 * Refuses links that make tasks depend on each other in a circle (422 on `dependencies`), naming the tasks of the
 * circle in order — for plans and templates alike.
 */
export function refuseDependencyCycle(
  taskIds: readonly string[],
  dependencies: PlanSave['dependencies'],
  nameOf: (id: string) => string | undefined,
): void {
  const cycle = findCycle(taskIds, scheduleLinksOf(dependencies));
  if (cycle) {
    const names = circlePath(cycle, nameOf);
    refuse(`These tasks depend on each other in a circle: ${names}.`, 'dependencies', 'Dependency cycle.');
  }
}

function refuse(message: string, field: string, fieldMessage: string): never {
  throw AppError.validation(message, { [field]: fieldMessage });
}

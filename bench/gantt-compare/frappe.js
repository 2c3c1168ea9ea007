/* global document */
import Gantt from 'frappe-gantt';
// The package's exports do not list its CSS: import the file itself.
import './node_modules/frappe-gantt/dist/frappe-gantt.css';
import { iso, plan } from './data.mjs';

const { tasks, links } = plan();
const dependenciesOf = new Map();
for (const link of links) dependenciesOf.set(link.to, link.from);
const frappeTasks = tasks.map((task) => ({
  id: task.id,
  name: task.name,
  start: iso(task.start),
  end: iso(task.end),
  progress: 0,
  dependencies: dependenciesOf.get(task.id) ?? '',
}));
const root = document.getElementById('root');
root.style.height = '700px';
root.style.overflow = 'auto';
new Gantt(root, frappeTasks, { view_mode: 'Week', readonly: false });

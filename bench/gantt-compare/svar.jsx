/* global document */
import { createRoot } from 'react-dom/client';
import { Gantt, Willow } from '@svar-ui/react-gantt';
import '@svar-ui/react-gantt/all.css';
import { plan } from './data.mjs';

const { tasks, links } = plan();
const svarTasks = tasks.map((task) => ({
  id: task.id,
  text: task.name,
  start: new Date(task.start),
  end: new Date(task.end),
  duration: Math.round((task.end - task.start) / 86_400_000),
  progress: 0,
  type: task.isPhase ? 'summary' : 'task',
  ...(task.isPhase ? { open: true } : {}),
  parent: task.parent ?? 0,
}));
const svarLinks = links.map((link, index) => ({ id: index + 1, source: link.from, target: link.to, type: 'e2s' }));
const scales = [
  { unit: 'month', step: 1, format: '%F %Y' },
  { unit: 'week', step: 1, format: '%W' },
];
createRoot(document.getElementById('root')).render(
  <Willow>
    <div style={{ height: 700 }}>
      <Gantt tasks={svarTasks} links={svarLinks} scales={scales} />
    </div>
  </Willow>,
);

import { Link } from 'react-router';
import { engagementPath } from '@praxis/shared';
import { drill } from './drill';

/** The firm forecast's figures and links to the people and engagements behind them. */
export const pct = (value: number | null) => (value === null ? '—' : `${value} %`);
export const hrs = (value: number) => `${value.toLocaleString('en-GB')} h`;
export const personLink = (id: string, name: string) => (
  <Link to={drill.consultant(id)} className="underline-offset-4 hover:underline">
    {name}
  </Link>
);
export const engagementLink = (type: string, id: string, name: string) => (
  <Link to={engagementPath(type, id)} className="underline-offset-4 hover:underline">
    {name}
  </Link>
);

import type { EngagementStatus, EngagementType, Temperature } from '@praxis/shared';
import type { ProjectCategoryName } from './data-catalogues.js';

export interface EngagementSpec {
  name: string;
  /** Index into CLIENTS. */
  client: number;
  /** "type status temperature", checked by the compiler. */
  state: `${EngagementType} ${EngagementStatus} ${Temperature}`;
  category: ProjectCategoryName;
  description: string;
}

/** Every type in every status, every temperature, spread over the clients (prospects only in pipeline). */
export const ENGAGEMENTS: readonly EngagementSpec[] = [
  {
    name: 'Service Cloud Implementation',
    client: 0,
    state: 'project active green',
    category: 'Implementation',
    description: 'Roll out Service Cloud to 300 customer-service agents across three regions.',
  },
  {
    name: 'Patient Portal Integration',
    client: 1,
    state: 'project active yellow',
    category: 'Integration',
    description: 'Connect the patient portal to scheduling and billing through MuleSoft.',
  },
  {
    name: 'Azure Landing Zone',
    client: 2,
    state: 'project active red',
    category: 'Implementation',
    description: 'Design and build the Azure landing zone and migrate the first 40 workloads.',
  },
  {
    name: 'Crew Scheduling Data Platform',
    client: 3,
    state: 'project active green',
    category: 'Implementation',
    description: 'Snowflake and dbt platform for crew scheduling analytics.',
  },
  {
    name: 'Core Banking CRM Migration',
    client: 4,
    state: 'project active yellow',
    category: 'Migration',
    description: 'Move relationship managers from the legacy CRM to Sales Cloud.',
  },
  {
    name: 'Claims ITSM Roll-out',
    client: 5,
    state: 'project on_hold yellow',
    category: 'Implementation',
    description: 'ServiceNow ITSM for the claims IT department; paused pending budget approval.',
  },
  {
    name: 'Store Analytics Assessment',
    client: 6,
    state: 'project completed green',
    category: 'Assessment',
    description: 'Assessment of store reporting and a 12-month Power BI roadmap.',
  },
  {
    name: 'Booking Engine Re-platform',
    client: 11,
    state: 'project completed red',
    category: 'Migration',
    description: 'Re-platform of the booking engine onto AWS; closed after go-live.',
  },
  {
    name: 'Field Service Discovery',
    client: 9,
    state: 'project pipeline green',
    category: 'Assessment',
    description: 'Discovery for a field-service management programme.',
  },
  {
    name: 'CRM Consolidation',
    client: 10,
    state: 'project pipeline yellow',
    category: 'Migration',
    description: 'Consolidate four regional CRMs into one Salesforce org.',
  },
  {
    name: 'Grid Asset Data Lake',
    client: 7,
    state: 'project cancelled red',
    category: 'Implementation',
    description: 'Cancelled by the client after a change in strategy.',
  },
  {
    name: 'Managed Cloud Operations',
    client: 0,
    state: 'trust360 active green',
    category: 'Managed Service',
    description: '24×5 operation of the AWS estate: monitoring, patching and cost reviews.',
  },
  {
    name: 'Managed ServiceNow Platform',
    client: 1,
    state: 'trust360 active red',
    category: 'Managed Service',
    description: 'Platform ownership for ServiceNow: upgrades, releases and admin.',
  },
  {
    name: 'Managed Data Platform',
    client: 3,
    state: 'trust360 active yellow',
    category: 'Managed Service',
    description: 'Run and evolve the crew data platform after the build phase.',
  },
  {
    name: 'Managed Azure Operations',
    client: 2,
    state: 'trust360 active green',
    category: 'Managed Service',
    description: 'Azure operations with monthly service reviews.',
  },
  {
    name: 'Managed Salesforce Service',
    client: 8,
    state: 'trust360 on_hold green',
    category: 'Managed Service',
    description: 'On hold while the client restructures its sales organisation.',
  },
  {
    name: 'Managed Integration Service',
    client: 11,
    state: 'trust360 completed yellow',
    category: 'Managed Service',
    description: 'Integration monitoring for the booking platform; ended with the contract.',
  },
  {
    name: 'Managed Analytics Service',
    client: 6,
    state: 'trust360 completed green',
    category: 'Managed Service',
    description: 'Power BI service ownership during the transition to the client team.',
  },
  {
    name: 'Managed Service Proposal',
    client: 9,
    state: 'trust360 pipeline green',
    category: 'Managed Service',
    description: 'Proposal for managed operations after the discovery phase.',
  },
  {
    name: 'Managed Platform Renewal',
    client: 4,
    state: 'trust360 pipeline yellow',
    category: 'Managed Service',
    description: 'Renewal of the platform service with an extended scope.',
  },
  {
    name: 'Managed Security Operations',
    client: 5,
    state: 'trust360 cancelled yellow',
    category: 'Managed Service',
    description: 'Cancelled before start; the client chose an in-house SOC.',
  },
  {
    name: 'Salesforce Support Retainer',
    client: 4,
    state: 'retainer active green',
    category: 'Support',
    description: 'Monthly block of hours for Salesforce fixes and small enhancements.',
  },
  {
    name: 'ServiceNow Support Retainer',
    client: 5,
    state: 'retainer active yellow',
    category: 'Support',
    description: 'Break-fix and minor enhancements on ServiceNow.',
  },
  {
    name: 'Power BI Support Retainer',
    client: 6,
    state: 'retainer active green',
    category: 'Support',
    description: 'Report fixes and new dashboards on request.',
  },
  {
    name: 'Integration Support Retainer',
    client: 7,
    state: 'retainer active red',
    category: 'Support',
    description: 'Support for the SAP to Salesforce integration.',
  },
  {
    name: 'Azure Support Retainer',
    client: 2,
    state: 'retainer on_hold yellow',
    category: 'Support',
    description: 'Paused while the client renegotiates the master agreement.',
  },
  {
    name: 'AWS Support Retainer',
    client: 11,
    state: 'retainer completed green',
    category: 'Support',
    description: 'Retainer ended with the client’s acquisition.',
  },
  {
    name: 'Training Retainer',
    client: 3,
    state: 'retainer completed green',
    category: 'Training',
    description: 'Quarterly enablement sessions for the data team.',
  },
  {
    name: 'Data Support Retainer',
    client: 10,
    state: 'retainer pipeline green',
    category: 'Support',
    description: 'Proposed support for the new publishing data platform.',
  },
  {
    name: 'CRM Support Retainer',
    client: 8,
    state: 'retainer pipeline yellow',
    category: 'Support',
    description: 'Support retainer to follow the managed service.',
  },
  {
    name: 'Field Apps Support Retainer',
    client: 7,
    state: 'retainer cancelled green',
    category: 'Support',
    description: 'Cancelled: scope moved into the managed service.',
  },
];

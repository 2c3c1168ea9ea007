/** Admin-settings catalogues of the demo firm. Never a CEO title (docs/product.md §5). */

export const JOB_TITLES = [
  { title: 'Analyst', rate: 95 },
  { title: 'Senior Analyst', rate: 115 },
  { title: 'Consultant', rate: 135 },
  { title: 'Senior Consultant', rate: 160 },
  { title: 'Managing Consultant', rate: 190 },
  { title: 'Principal', rate: 225 },
  { title: 'Project Manager', rate: 170 },
  { title: 'Engagement Manager', rate: 205 },
  { title: 'Solution Architect', rate: 210 },
  { title: 'Technical Lead', rate: 180 },
  { title: 'Director', rate: 250 },
  { title: 'Partner', rate: 300 },
] as const;
export type JobTitleName = (typeof JOB_TITLES)[number]['title'];

export const CERTIFICATIONS = [
  {
    name: 'Project Management Professional (PMP)',
    issuer: 'PMI',
    description: 'Predictive and hybrid project management.',
  },
  { name: 'PRINCE2 Practitioner', issuer: 'PeopleCert', description: 'Process-based project management method.' },
  { name: 'Certified ScrumMaster (CSM)', issuer: 'Scrum Alliance', description: 'Scrum roles, events and artefacts.' },
  { name: 'SAFe Agilist', issuer: 'Scaled Agile', description: 'Leading agile delivery at scale.' },
  { name: 'ITIL 4 Foundation', issuer: 'PeopleCert', description: 'IT service management practices.' },
  {
    name: 'AWS Certified Solutions Architect – Associate',
    issuer: 'Amazon Web Services',
    description: 'Designing workloads on AWS.',
  },
  {
    name: 'AWS Certified Solutions Architect – Professional',
    issuer: 'Amazon Web Services',
    description: 'Complex multi-account AWS architectures.',
  },
  {
    name: 'Microsoft Certified: Azure Administrator Associate',
    issuer: 'Microsoft',
    description: 'Operating Azure subscriptions and resources.',
  },
  {
    name: 'Microsoft Certified: Azure Solutions Architect Expert',
    issuer: 'Microsoft',
    description: 'Designing Azure infrastructure and apps.',
  },
  {
    name: 'Google Cloud Professional Cloud Architect',
    issuer: 'Google Cloud',
    description: 'Designing solutions on Google Cloud.',
  },
  {
    name: 'Salesforce Certified Administrator',
    issuer: 'Salesforce',
    description: 'Configuring and maintaining Salesforce orgs.',
  },
  {
    name: 'Salesforce Certified Platform Developer I',
    issuer: 'Salesforce',
    description: 'Apex and Lightning development.',
  },
  {
    name: 'ServiceNow Certified System Administrator',
    issuer: 'ServiceNow',
    description: 'Administering the Now Platform.',
  },
  { name: 'CISSP', issuer: 'ISC2', description: 'Information security leadership.' },
  { name: 'Certified Kubernetes Administrator (CKA)', issuer: 'CNCF', description: 'Operating Kubernetes clusters.' },
  {
    name: 'TOGAF 10 Enterprise Architecture',
    issuer: 'The Open Group',
    description: 'Enterprise architecture framework.',
  },
] as const;

export const LANGUAGES = [
  { name: 'English', code: 'en' },
  { name: 'Spanish', code: 'es' },
  { name: 'French', code: 'fr' },
  { name: 'German', code: 'de' },
  { name: 'Portuguese', code: 'pt' },
  { name: 'Italian', code: 'it' },
  { name: 'Dutch', code: 'nl' },
  { name: 'Polish', code: 'pl' },
  { name: 'Mandarin Chinese', code: 'zh' },
  { name: 'Japanese', code: 'ja' },
  { name: 'Hindi', code: 'hi' },
  { name: 'Arabic', code: 'ar' },
] as const;

export const PLATFORM_CATEGORIES = [
  {
    name: 'Salesforce',
    platform: 'Salesforce',
    description: 'CRM implementation, integration and administration.',
    products: ['Sales Cloud', 'Service Cloud', 'Marketing Cloud', 'Experience Cloud', 'MuleSoft'],
  },
  {
    name: 'ServiceNow',
    platform: 'ServiceNow',
    description: 'Workflow automation on the Now Platform.',
    products: [
      'IT Service Management',
      'IT Operations Management',
      'HR Service Delivery',
      'Customer Service Management',
    ],
  },
  {
    name: 'Microsoft Azure',
    platform: 'Microsoft',
    description: 'Cloud infrastructure, identity and DevOps on Azure.',
    products: [
      'Azure Kubernetes Service',
      'Azure Data Factory',
      'Azure Functions',
      'Microsoft Entra ID',
      'Azure DevOps',
    ],
  },
  {
    name: 'Amazon Web Services',
    platform: 'AWS',
    description: 'Cloud infrastructure and serverless on AWS.',
    products: ['Amazon EC2', 'AWS Lambda', 'Amazon RDS', 'Amazon EKS', 'Amazon Redshift'],
  },
  {
    name: 'Data & Analytics',
    platform: 'Multi-platform',
    description: 'Data platforms, pipelines and reporting.',
    products: ['Power BI', 'Tableau', 'Snowflake', 'Databricks', 'dbt'],
  },
  {
    name: 'Delivery & Change',
    platform: 'Methodology',
    description: 'Delivery methods, tooling and organisational change.',
    products: ['Scrum', 'SAFe', 'PRINCE2', 'Jira', 'Change Management', 'Training Design'],
  },
] as const;

export const PROJECT_CATEGORIES = [
  { name: 'Implementation', description: 'New platform or module roll-out.' },
  { name: 'Migration', description: 'Moving data, workloads or users to a new platform.' },
  { name: 'Assessment', description: 'Health checks, audits and roadmaps.' },
  { name: 'Integration', description: 'Connecting systems and data flows.' },
  { name: 'Managed Service', description: 'Ongoing operation of a platform for the client.' },
  { name: 'Support', description: 'Break-fix and small enhancements under a retainer.' },
  { name: 'Training', description: 'Enablement of client teams.' },
] as const;
export type ProjectCategoryName = (typeof PROJECT_CATEGORIES)[number]['name'];

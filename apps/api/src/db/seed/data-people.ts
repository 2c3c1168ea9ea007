import type { Role } from '@praxis/shared';
import type { JobTitleName } from './data-catalogues.js';

export const DEMO_PASSWORD = 'demo-password';

export interface PersonSpec {
  firstName: string;
  lastName: string;
  title: JobTitleName;
  role: Role;
  /** Index into LOCATIONS. */
  location: number;
}

/** The three sign-in accounts, one per role; the first is the idempotency marker of the seed. */
export const DEMO_ACCOUNTS: readonly (PersonSpec & { email: string })[] = [
  { email: 'admin@demo.local', firstName: 'Alex', lastName: 'Morgan', title: 'Director', role: 'admin', location: 0 },
  {
    email: 'pm@demo.local',
    firstName: 'Priya',
    lastName: 'Shah',
    title: 'Project Manager',
    role: 'Project Manager',
    location: 1,
  },
  {
    email: 'employee@demo.local',
    firstName: 'Evan',
    lastName: 'Brooks',
    title: 'Consultant',
    role: 'employee',
    location: 2,
  },
];

/** The rest of the firm (no sign-in accounts). */
export const PEOPLE: readonly PersonSpec[] = [
  { firstName: 'Grace', lastName: 'Okafor', title: 'Partner', role: 'admin', location: 0 },
  { firstName: 'Daniel', lastName: 'Kim', title: 'Engagement Manager', role: 'Project Manager', location: 3 },
  { firstName: 'Sofia', lastName: 'Romero', title: 'Project Manager', role: 'Project Manager', location: 7 },
  { firstName: 'Marcus', lastName: 'Feld', title: 'Engagement Manager', role: 'Project Manager', location: 6 },
  { firstName: 'Hannah', lastName: 'Lindqvist', title: 'Project Manager', role: 'Project Manager', location: 5 },
  { firstName: 'Rahul', lastName: 'Mehta', title: 'Solution Architect', role: 'employee', location: 9 },
  { firstName: 'Chloe', lastName: 'Dubois', title: 'Principal', role: 'employee', location: 5 },
  { firstName: 'Mateo', lastName: 'Alvarez', title: 'Senior Consultant', role: 'employee', location: 7 },
  { firstName: 'Aisha', lastName: 'Bello', title: 'Consultant', role: 'employee', location: 5 },
  { firstName: 'Liam', lastName: 'O’Connor', title: 'Technical Lead', role: 'employee', location: 4 },
  { firstName: 'Yuki', lastName: 'Tanaka', title: 'Senior Consultant', role: 'employee', location: 10 },
  { firstName: 'Olivia', lastName: 'Bennett', title: 'Managing Consultant', role: 'employee', location: 0 },
  { firstName: 'Noah', lastName: 'Schmidt', title: 'Solution Architect', role: 'employee', location: 6 },
  { firstName: 'Emma', lastName: 'Wilson', title: 'Analyst', role: 'employee', location: 1 },
  { firstName: 'Lucas', lastName: 'Silva', title: 'Consultant', role: 'employee', location: 3 },
  { firstName: 'Zara', lastName: 'Hussain', title: 'Senior Analyst', role: 'employee', location: 5 },
  { firstName: 'Ethan', lastName: 'Park', title: 'Senior Consultant', role: 'employee', location: 3 },
  { firstName: 'Isabella', lastName: 'Rossi', title: 'Consultant', role: 'employee', location: 7 },
  { firstName: 'Kwame', lastName: 'Mensah', title: 'Technical Lead', role: 'employee', location: 4 },
  { firstName: 'Ananya', lastName: 'Iyer', title: 'Consultant', role: 'employee', location: 9 },
  { firstName: 'Jakub', lastName: 'Nowak', title: 'Senior Consultant', role: 'employee', location: 8 },
  { firstName: 'Mia', lastName: 'Johansson', title: 'Analyst', role: 'employee', location: 5 },
  { firstName: 'Oliver', lastName: 'Grant', title: 'Managing Consultant', role: 'employee', location: 1 },
  { firstName: 'Camila', lastName: 'Torres', title: 'Senior Analyst', role: 'employee', location: 2 },
  { firstName: 'Wei', lastName: 'Chen', title: 'Solution Architect', role: 'employee', location: 10 },
  { firstName: 'Fatima', lastName: 'Zahra', title: 'Consultant', role: 'employee', location: 6 },
  { firstName: 'Samuel', lastName: 'Adeyemi', title: 'Senior Consultant', role: 'employee', location: 0 },
  { firstName: 'Lena', lastName: 'Fischer', title: 'Principal', role: 'employee', location: 6 },
  { firstName: 'Diego', lastName: 'Herrera', title: 'Analyst', role: 'employee', location: 3 },
  { firstName: 'Nora', lastName: 'Haddad', title: 'Consultant', role: 'employee', location: 4 },
  { firstName: 'Arjun', lastName: 'Nair', title: 'Senior Analyst', role: 'employee', location: 9 },
  { firstName: 'Ruby', lastName: 'Clarke', title: 'Consultant', role: 'employee', location: 11 },
  { firstName: 'Tomás', lastName: 'Costa', title: 'Technical Lead', role: 'employee', location: 7 },
  { firstName: 'Elena', lastName: 'Popescu', title: 'Senior Consultant', role: 'employee', location: 8 },
  { firstName: 'Jonah', lastName: 'Levi', title: 'Analyst', role: 'employee', location: 0 },
  { firstName: 'Maya', lastName: 'Patel', title: 'Managing Consultant', role: 'employee', location: 2 },
  { firstName: 'Henry', lastName: 'Walsh', title: 'Senior Consultant', role: 'employee', location: 11 },
];

export const LOCATIONS = [
  { city: 'New York, NY', timeZone: 'America/New_York', phone: '+1 212 555', language: 'English' },
  { city: 'Chicago, IL', timeZone: 'America/Chicago', phone: '+1 312 555', language: 'English' },
  { city: 'Denver, CO', timeZone: 'America/Denver', phone: '+1 303 555', language: 'English' },
  { city: 'San Francisco, CA', timeZone: 'America/Los_Angeles', phone: '+1 415 555', language: 'English' },
  { city: 'Toronto, ON', timeZone: 'America/Toronto', phone: '+1 416 555', language: 'English' },
  { city: 'London, UK', timeZone: 'Europe/London', phone: '+44 20 7946', language: 'English' },
  { city: 'Berlin, Germany', timeZone: 'Europe/Berlin', phone: '+49 30 5557', language: 'German' },
  { city: 'Madrid, Spain', timeZone: 'Europe/Madrid', phone: '+34 91 555', language: 'Spanish' },
  { city: 'Warsaw, Poland', timeZone: 'Europe/Warsaw', phone: '+48 22 555', language: 'Polish' },
  { city: 'Bengaluru, India', timeZone: 'Asia/Kolkata', phone: '+91 80 5555', language: 'Hindi' },
  { city: 'Singapore', timeZone: 'Asia/Singapore', phone: '+65 6555', language: 'Mandarin Chinese' },
  { city: 'Sydney, Australia', timeZone: 'Australia/Sydney', phone: '+61 2 5550', language: 'English' },
] as const;

export const DEGREES = [
  { degree: 'BSc', field: 'Computer Science' },
  { degree: 'BA', field: 'Economics' },
  { degree: 'BEng', field: 'Software Engineering' },
  { degree: 'BBA', field: 'Business Administration' },
  { degree: 'BSc', field: 'Information Systems' },
  { degree: 'BSc', field: 'Mathematics' },
] as const;

export const POSTGRAD_DEGREES = [
  { degree: 'MBA', field: 'Business Administration' },
  { degree: 'MSc', field: 'Data Science' },
  { degree: 'MSc', field: 'Information Management' },
  { degree: 'MEng', field: 'Systems Engineering' },
] as const;

export const INSTITUTIONS = [
  'University of Michigan',
  'University of Toronto',
  'Imperial College London',
  'Technical University of Munich',
  'Universidad Complutense de Madrid',
  'Warsaw University of Technology',
  'Indian Institute of Technology Bombay',
  'National University of Singapore',
  'University of Sydney',
  'Northwestern University',
  'University of Colorado Boulder',
  'INSEAD',
] as const;

export const BIO_OPENERS = [
  'Brings calm structure to complex programmes and keeps stakeholders aligned.',
  'Enjoys turning messy requirements into clear, testable designs.',
  'Known for pragmatic delivery and clear client communication.',
  'Has led platform roll-outs across financial services, retail and the public sector.',
  'Likes mentoring newer colleagues and running internal knowledge sessions.',
  'Focuses on measurable outcomes: adoption, cycle time and cost to serve.',
  'Comfortable moving between workshop facilitation and hands-on configuration.',
  'Previously worked in-house, so knows what clients need after go-live.',
] as const;

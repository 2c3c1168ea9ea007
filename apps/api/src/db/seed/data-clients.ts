import type { ClientStatus } from '@praxis/shared';

export interface ClientSpec {
  name: string;
  industry: string;
  domain: string;
  status: ClientStatus;
  currency: 'USD' | 'EUR' | 'GBP';
  notes: string;
}

export const CLIENTS: readonly ClientSpec[] = [
  {
    name: 'Northwind Logistics',
    industry: 'Transportation & Logistics',
    domain: 'northwind-logistics.example',
    status: 'active',
    currency: 'USD',
    notes: 'Long-standing client; quarterly business reviews with the COO.',
  },
  {
    name: 'Contoso Health',
    industry: 'Healthcare',
    domain: 'contosohealth.example',
    status: 'active',
    currency: 'USD',
    notes: 'Strict change windows: no production changes on Fridays.',
  },
  {
    name: 'Fabrikam Manufacturing',
    industry: 'Manufacturing',
    domain: 'fabrikam.example',
    status: 'active',
    currency: 'EUR',
    notes: 'Plants in Germany and Poland; invoices in EUR.',
  },
  {
    name: 'Tailspin Airways',
    industry: 'Aviation',
    domain: 'tailspin-air.example',
    status: 'active',
    currency: 'USD',
    notes: 'Security review required for every new integration.',
  },
  {
    name: 'Woodgrove Bank',
    industry: 'Financial Services',
    domain: 'woodgrovebank.example',
    status: 'active',
    currency: 'USD',
    notes: 'Vendor onboarding takes four weeks; plan staffing early.',
  },
  {
    name: 'Litware Insurance',
    industry: 'Insurance',
    domain: 'litware.example',
    status: 'active',
    currency: 'GBP',
    notes: 'UK entity; prefers fixed-fee statements of work.',
  },
  {
    name: 'Adventure Works Retail',
    industry: 'Retail',
    domain: 'adventure-works.example',
    status: 'active',
    currency: 'USD',
    notes: 'Peak season freeze from mid-November to early January.',
  },
  {
    name: 'Proseware Energy',
    industry: 'Energy & Utilities',
    domain: 'proseware-energy.example',
    status: 'active',
    currency: 'EUR',
    notes: 'Field service focus; OT/IT separation matters.',
  },
  {
    name: 'Wide World Importers',
    industry: 'Wholesale Distribution',
    domain: 'wideworldimporters.example',
    status: 'active',
    currency: 'USD',
    notes: 'Expanding into APAC next year.',
  },
  {
    name: 'Blue Yonder Foods',
    industry: 'Food & Beverage',
    domain: 'blueyonderfoods.example',
    status: 'prospect',
    currency: 'USD',
    notes: 'Introduced by a former client; discovery workshops under way.',
  },
  {
    name: 'Lucerne Publishing',
    industry: 'Media & Publishing',
    domain: 'lucernepublishing.example',
    status: 'prospect',
    currency: 'EUR',
    notes: 'Evaluating three vendors for a CRM consolidation.',
  },
  {
    name: 'Margie’s Travel',
    industry: 'Travel & Hospitality',
    domain: 'margiestravel.example',
    status: 'former',
    currency: 'USD',
    notes: 'Engagement closed after their acquisition; keep in touch with the former CIO.',
  },
];

export const CONTACT_FIRST_NAMES = [
  'Sarah',
  'James',
  'Laura',
  'Michael',
  'Ingrid',
  'Carlos',
  'Megan',
  'Peter',
  'Nadia',
  'Thomas',
  'Julia',
  'Kenji',
  'Rachel',
  'Victor',
  'Amelia',
  'Stefan',
  'Beatriz',
  'Owen',
  'Leila',
  'Martin',
] as const;
export const CONTACT_LAST_NAMES = [
  'Hughes',
  'Lopez',
  'Becker',
  'Nguyen',
  'Andersen',
  'Moreau',
  'Kowalski',
  'Reyes',
  'Ahmed',
  'Fraser',
  'Vogel',
  'Sato',
  'Murphy',
  'Santos',
  'Keller',
  'Price',
] as const;
export const CONTACT_TITLES = [
  'Chief Information Officer',
  'VP Operations',
  'Head of IT',
  'Procurement Lead',
  'Product Owner',
  'Finance Director',
  'Head of Customer Service',
  'Enterprise Architect',
] as const;

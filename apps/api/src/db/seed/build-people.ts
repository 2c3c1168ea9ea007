import { ENGAGEMENT_ROLE_TITLES, type LANGUAGE_PROFICIENCIES, type AvailabilityStatus } from '@praxis/shared';
import type * as s from '../schema/index.js';
import { CERTIFICATIONS, JOB_TITLES, LANGUAGES, PLATFORM_CATEGORIES, PROJECT_CATEGORIES } from './data-catalogues.js';
import {
  BIO_OPENERS,
  DEGREES,
  DEMO_ACCOUNTS,
  INSTITUTIONS,
  LOCATIONS,
  PEOPLE,
  POSTGRAD_DEGREES,
  type PersonSpec,
} from './data-people.js';
import type { Calendar, Random } from './random.js';
import type { Row } from './rows.js';

const byOrder = <T>(items: readonly T[]) => items.map((item, index) => ({ item, displayOrder: (index + 1) * 10 }));
const slug = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** One line of a consultant's education: a degree (e.g. MSc Data Science) from a school over the given years. */
const degreeRow = (
  consultantId: string,
  { degree, field }: { degree: string; field: string },
  school: string,
  startYear: number,
  endYear: number,
): Row<typeof s.consultantEducation> => ({
  consultantId,
  education: `${degree} ${field}, ${school}`,
  institution: school,
  degree,
  field,
  startYear,
  endYear,
});

export function buildCatalogues(rng: Random) {
  const jobTitles: Row<typeof s.consultantJobTitles>[] = byOrder(JOB_TITLES).map(({ item, displayOrder }) => ({
    id: rng.uuid(),
    title: item.title,
    displayOrder,
  }));
  const certifications: Row<typeof s.certifications>[] = byOrder(CERTIFICATIONS).map(({ item, displayOrder }) => ({
    id: rng.uuid(),
    ...item,
    displayOrder,
  }));
  const languages: Row<typeof s.languages>[] = byOrder(LANGUAGES).map(({ item, displayOrder }) => ({
    id: rng.uuid(),
    ...item,
    displayOrder,
  }));
  const categories: Row<typeof s.platformCategories>[] = [];
  const products: (Row<typeof s.platformProducts> & { id: string })[] = [];
  for (const { item, displayOrder } of byOrder(PLATFORM_CATEGORIES)) {
    const categoryId = rng.uuid();
    categories.push({
      id: categoryId,
      name: item.name,
      platform: item.platform,
      description: item.description,
      displayOrder,
    });
    for (const product of byOrder(item.products)) {
      products.push({
        id: rng.uuid(),
        categoryId,
        name: product.item,
        description: `${product.item} (${item.name})`,
        displayOrder: product.displayOrder,
      });
    }
  }
  const projectCategories: Row<typeof s.projectCategories>[] = byOrder(PROJECT_CATEGORIES).map(
    ({ item, displayOrder }) => ({ id: rng.uuid(), ...item, displayOrder }),
  );
  const engagementRoles: Row<typeof s.engagementRoles>[] = byOrder(ENGAGEMENT_ROLE_TITLES).map(
    ({ item, displayOrder }) => ({ id: rng.uuid(), title: item, displayOrder }),
  );
  return { jobTitles, certifications, languages, categories, products, projectCategories, engagementRoles };
}
export type Catalogues = ReturnType<typeof buildCatalogues>;

const AVAILABILITY: readonly AvailabilityStatus[] = [
  'available',
  'partially_available',
  'partially_available',
  'busy',
  'busy',
  'busy',
  'on_leave',
];

/** Sign-in accounts plus the whole firm's consultant profiles with their sub-collections. */
export function buildPeople(rng: Random, cal: Calendar, catalogues: Catalogues, passwordHashes: readonly string[]) {
  const users: Row<typeof s.user>[] = [];
  const accounts: Row<typeof s.account>[] = [];
  const consultants: (Row<typeof s.consultants> & { id: string })[] = [];
  const expertise: Row<typeof s.consultantExpertise>[] = [];
  const education: Row<typeof s.consultantEducation>[] = [];
  const certifications: Row<typeof s.consultantCertifications>[] = [];
  const languages: Row<typeof s.consultantLanguages>[] = [];

  const addConsultant = (person: PersonSpec, index: number, email: string, userId: string | null) => {
    const id = rng.uuid();
    const title = catalogues.jobTitles.find((row) => row.title === person.title);
    const rate = JOB_TITLES.find((row) => row.title === person.title)?.rate ?? 150;
    const location = LOCATIONS[person.location % LOCATIONS.length]!;
    const categoryIndexes = rng.sample([...PLATFORM_CATEGORIES.keys()], rng.int(1, 3));
    const focus = categoryIndexes.map((i) => PLATFORM_CATEGORIES[i]!.name);
    consultants.push({
      id,
      userId,
      firstName: person.firstName,
      lastName: person.lastName,
      email,
      phone: `${location.phone} ${String(rng.int(1000, 9999))}`,
      location: location.city,
      timeZone: location.timeZone,
      bio: `${person.firstName} is a ${person.title} focused on ${focus.join(' and ')}. ${rng.pick(BIO_OPENERS)}`,
      // The demo accounts are always staffable so their screens show a realistic week.
      availabilityStatus: userId ? 'partially_available' : rng.pick(AVAILABILITY),
      startDate: cal.date(-rng.int(60, 3200)),
      hourlyRate: rate + rng.int(-2, 2) * 5,
      linkedinUrl: `https://www.linkedin.com/in/${slug(person.firstName)}-${slug(person.lastName)}-demo`,
      jobTitleId: title?.id ?? null,
      role: person.role,
      isActive: true,
      createdAt: cal.ago(24 * (400 - index)),
    });
    addExpertise(id, categoryIndexes);
    addEducation(id, person.title);
    for (const cert of rng.sample(catalogues.certifications, rng.int(index < 3 ? 2 : 0, 3))) {
      const issuedDays = -rng.int(30, 1500);
      certifications.push({
        consultantId: id,
        certificationId: cert.id!,
        issuedOn: cal.date(issuedDays),
        expiresOn: cal.date(issuedDays + 3 * 365),
        credentialUrl: `https://credentials.example/${id.slice(0, 8)}/${cert.id!.slice(0, 8)}`,
      });
    }
    const english = catalogues.languages.find((row) => row.name === 'English')!;
    const home = catalogues.languages.find((row) => row.name === location.language)!;
    const spoken = new Map<string, (typeof LANGUAGE_PROFICIENCIES)[number]>([
      [english.id!, home === english ? 'native' : 'fluent'],
    ]);
    if (home !== english) spoken.set(home.id!, 'native');
    for (const extra of rng.sample(catalogues.languages, rng.int(0, 2))) {
      if (!spoken.has(extra.id!)) spoken.set(extra.id!, rng.pick(['basic', 'conversational', 'fluent'] as const));
    }
    for (const [languageId, proficiency] of spoken) languages.push({ consultantId: id, languageId, proficiency });
    return id;
  };

  const addExpertise = (consultantId: string, categoryIndexes: number[]) => {
    for (const categoryIndex of categoryIndexes) {
      const category = catalogues.categories[categoryIndex]!;
      const rating = rng.int(2, 5);
      expertise.push({ consultantId, categoryId: category.id!, productId: null, rating });
      const products = catalogues.products.filter((product) => product.categoryId === category.id);
      for (const product of rng.sample(products, rng.int(1, 3))) {
        expertise.push({ consultantId, categoryId: category.id!, productId: product.id, rating: rng.int(1, rating) });
      }
    }
  };

  const addEducation = (consultantId: string, title: string) => {
    const start = 1995 + rng.int(0, 22);
    const first = rng.pick(DEGREES);
    const school = rng.pick(INSTITUTIONS);
    education.push(degreeRow(consultantId, first, school, start, start + rng.int(3, 4)));
    if (/Principal|Director|Partner|Architect|Manager/.test(title) || rng.chance(0.25)) {
      const post = rng.pick(POSTGRAD_DEGREES);
      const postSchool = rng.pick(INSTITUTIONS);
      const postStart = start + rng.int(5, 9);
      education.push(degreeRow(consultantId, post, postSchool, postStart, postStart + rng.int(1, 2)));
    }
  };

  const demoConsultantIds = DEMO_ACCOUNTS.map((person, index) => {
    const userId = rng.uuid();
    const name = `${person.firstName} ${person.lastName}`;
    users.push({ id: userId, name, email: person.email, emailVerified: true, createdAt: cal.ago(24 * 400) });
    accounts.push({
      id: rng.uuid(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHashes[index] ?? passwordHashes[0]!,
    });
    return { userId, consultantId: addConsultant(person, index, person.email, userId) };
  });
  const otherIds = PEOPLE.map((person, index) =>
    addConsultant(
      person,
      index + DEMO_ACCOUNTS.length,
      `${slug(person.firstName)}.${slug(person.lastName)}@demo.local`,
      null,
    ),
  );

  const [admin] = demoConsultantIds;
  const adminWhitelist: Row<typeof s.adminWhitelist>[] = [
    { email: DEMO_ACCOUNTS[0]!.email, isActive: true },
    { email: 'former.admin@demo.local', isActive: false },
  ];
  // One record in the original's spelling `Admin` (read as admin). No other extra roles: each demo account
  // keeps exactly the permissions of its role, which the end-to-end "cannot see" specs rely on.
  const userRoles: Row<typeof s.userRoles>[] = [{ userId: admin!.userId, roleName: 'Admin', isActive: true }];

  return {
    users,
    accounts,
    consultants,
    expertise,
    education,
    certifications,
    languages,
    adminWhitelist,
    userRoles,
    demo: demoConsultantIds,
    otherConsultantIds: otherIds,
  };
}
export type People = ReturnType<typeof buildPeople>;

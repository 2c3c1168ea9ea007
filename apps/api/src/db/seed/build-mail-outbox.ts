import type * as s from '../schema/index.js';
import type { People } from './build-people.js';
import type { Calendar, Random } from './random.js';

type Message = typeof s.mailOutbox.$inferInsert;
type Job = typeof s.jobs.$inferInsert;

// The mail module's names, spelled out here: the database layer does not import the modules above it.
const MAIL_SEND_JOB = 'mail.send';
const MAIL_MAX_ATTEMPTS = 6;
const NOTIFICATION_FOOTER = 'You get this e-mail because of your notification settings in Praxis.';

interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekLabel = (weekStart: string) =>
  `${Number(weekStart.slice(8, 10))} ${MONTHS[Number(weekStart.slice(5, 7)) - 1]} ${weekStart.slice(0, 4)}`;

/** The seeded messages' bodies: one heading, short paragraphs, one named link; the same as a text part. */
function render(content: MailContent, preferencesUrl: string | null): { html: string; text: string } {
  const footer = preferencesUrl
    ? `${content.footer} <a href="${preferencesUrl}">E-mail preferences</a>`
    : content.footer;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    content.heading,
    '</title></head><body><main><h1>',
    content.heading,
    '</h1>',
    ...content.paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    content.action ? `<p><a href="${content.action.url}">${content.action.label}</a></p>` : '',
    `<p><small>${footer}</small></p></main></body></html>`,
  ].join('');
  const text = [
    content.heading,
    ...content.paragraphs,
    content.action ? `${content.action.label}: ${content.action.url}` : '',
    preferencesUrl ? `${content.footer} E-mail preferences: ${preferencesUrl}` : content.footer,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { html, text };
}

interface Planned {
  hoursAgo: number;
  to: { address: string; name: string; userId: string | null; consultantId: string | null };
  kind: string;
  content: MailContent;
  status: 'sent' | 'failed' | 'queued';
  attempts: number;
  lastError: string | null;
}

/**
 * Admin → E-mail Outbox in the demo firm: a few messages already sent, one the SMTP server kept refusing (failed,
 * with its answer, for the admin to send again) and one waiting for its second try after a time-out, whose send
 * job is due in a few minutes. Links point at `appUrl`, the instance's public address.
 */
export function buildMailOutbox(
  rng: Random,
  cal: Calendar,
  people: Pick<People, 'users' | 'consultants' | 'demo'>,
  appUrl: string,
): { messages: Message[]; jobs: Job[] } {
  const origin = appUrl.replace(/\/$/, '');
  const person = (index: number) => {
    const user = people.users.find((u) => u.id === people.demo[index]?.userId);
    if (!user?.id) return null;
    return { address: user.email, name: user.name, userId: user.id, consultantId: people.demo[index]!.consultantId };
  };
  const [admin, pm, employee] = [person(0), person(1), person(2)];
  const unclaimed = people.consultants.find((c) => !c.userId && !c.leftOn);
  if (!admin || !pm || !employee || !unclaimed) return { messages: [], jobs: [] };
  const lastWeek = cal.date(-7);
  const notification = (heading: string, paragraphs: string[], link: string): MailContent => ({
    heading,
    paragraphs,
    action: { label: 'Open in Praxis', url: `${origin}${link}` },
    footer: NOTIFICATION_FOOTER,
  });
  const planned: Planned[] = [
    {
      hoursAgo: 30,
      to: employee,
      kind: 'notification',
      content: notification(
        `Your timesheet for the week of ${weekLabel(lastWeek)} is not submitted`,
        ['Please fill in and submit your hours.'],
        `/smart-timesheet?week=${lastWeek}`,
      ),
      status: 'sent',
      attempts: 1,
      lastError: null,
    },
    {
      hoursAgo: 20,
      to: employee,
      kind: 'notification',
      content: notification(
        `Your week of ${weekLabel(lastWeek)} was approved`,
        [],
        `/smart-timesheet?week=${lastWeek}`,
      ),
      status: 'sent',
      attempts: 2,
      lastError: null,
    },
    {
      hoursAgo: 6,
      to: {
        address: unclaimed.email,
        name: `${unclaimed.firstName} ${unclaimed.lastName}`,
        userId: null,
        consultantId: null,
      },
      kind: 'invitation',
      content: {
        heading: 'You are invited to Praxis',
        paragraphs: [`Hello ${unclaimed.firstName}, your profile in Praxis is ready.`],
        footer: 'You get this e-mail because an admin of your firm invited you to Praxis.',
      },
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: `550 5.1.1 <${unclaimed.email}>: Recipient address rejected: User unknown in virtual mailbox table`,
    },
    {
      hoursAgo: 0.1,
      to: pm,
      kind: 'notification',
      content: notification(
        `${employee.name} submitted the week of ${weekLabel(lastWeek)}`,
        ['38.0 h to review.'],
        `/admin-timesheet-view?from=${lastWeek}&to=${lastWeek}&status=submitted`,
      ),
      status: 'queued',
      attempts: 1,
      lastError: 'Connection timeout',
    },
  ];
  const messages = planned.map((item): Message => {
    const preferencesUrl = item.to.consultantId
      ? `${origin}/consultants/${item.to.consultantId}#email-preferences`
      : null;
    const at = cal.ago(item.hoursAgo);
    return {
      id: rng.uuid(),
      kind: item.kind,
      recipientUserId: item.to.userId,
      toAddress: item.to.address,
      toName: item.to.name,
      subject: item.content.heading,
      ...render(item.content, preferencesUrl),
      unsubscribeUrl: preferencesUrl,
      status: item.status,
      attempts: item.attempts,
      lastError: item.lastError,
      createdAt: at,
      sendingAt: item.status === 'queued' ? null : at,
      sentAt: item.status === 'sent' ? at : null,
    };
  });
  // The queued message's next try, six hours ahead: a believable wait after a refusal, and never due while a test run
  // that starts from the seeded firm (the API suite's template, the e2e app) is still going.
  const jobs = messages
    .filter((message) => message.status === 'queued')
    .map((message): Job => ({
      name: MAIL_SEND_JOB,
      payload: { id: message.id },
      runAt: cal.ago(-6),
      attempts: 1,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      lastError: message.lastError,
      singletonKey: `mail:${message.id}`,
    }));
  return { messages, jobs };
}

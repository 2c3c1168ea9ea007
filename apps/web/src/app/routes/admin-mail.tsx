export { OutboxPage as Component } from '@/features/mail-outbox/components/outbox-page';

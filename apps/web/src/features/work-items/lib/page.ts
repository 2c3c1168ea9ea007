export type { Page } from '@/lib/list-query';

import type { SearchPickerProps } from '@/components/picker';

/**
 * The props of a resource's picker (clients, consultants, engagements, catalogue entries): a `SearchPicker`'s, less
 * what the resource fixes (its search hooks and search label); the placeholder has the resource's default.
 */
export type EntityPickerProps = Omit<
  SearchPickerProps,
  'useOptions' | 'useSelected' | 'searchLabel' | 'placeholder'
> & {
  placeholder?: string;
};

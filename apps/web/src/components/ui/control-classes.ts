/**
 * The look every form control shares (Input, Textarea, NativeSelect): border, type size, focus ring, and the
 * disabled and invalid states. Each control adds its own height, padding and background.
 */
export const CONTROL_CLASSES = [
  'w-full rounded-md border border-input text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
];

/** The classes a Dialog and an AlertDialog share, so a confirmation looks like every other dialog. */
export const DIALOG_CLASSES = {
  overlay: 'fixed inset-0 z-50 bg-black/50',
  content:
    'fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg sm:max-w-lg',
  description: 'text-sm text-muted-foreground',
};

/** What the dropdown menu and the context menu share: one look for every menu in the app. */
export const MENU_CLASSES = {
  content: 'z-50 overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
  item: [
    'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none',
    'focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
    'data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
  ],
  separator: '-mx-1 my-1 h-px bg-border',
};

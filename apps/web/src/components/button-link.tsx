import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a button: an action that opens another page ("Go Home", "Staffing queue"). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}

import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  /** The tab's title ("Sign In · Praxis"). */
  documentTitle: string;
  /** The card's heading, the page's h1. */
  title: string;
  description: ReactNode;
  /** The card's content and footer. */
  children: ReactNode;
}

/** A signed-out screen (sign in, sign up, invitation): the Praxis mark over one centred card. */
export function AuthCard({ documentTitle, title, description, children }: AuthCardProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 px-4 py-10">
      <title>{documentTitle}</title>
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex items-center justify-center gap-2 text-lg font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-7" />
          Praxis
        </div>
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {children}
        </Card>
      </div>
    </main>
  );
}

// Centered card with the logo above it: the verification and password-reset screens.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from './logo';
import { Card } from '../ui';

export function StatusPanel({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-1 flex-col items-center justify-center bg-gradient-to-b from-brand-50/60 to-slate-50 px-5 py-12">
      <Link to={paths.home} className="mb-8 rounded-md" aria-label="Cuemap home">
        <Logo />
      </Link>
      <Card padding="lg" className="w-full max-w-md animate-pop-in text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full">{icon}</div>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <div className="mt-3 text-sm text-slate-600">{children}</div>
        {actions && <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>}
      </Card>
    </main>
  );
}

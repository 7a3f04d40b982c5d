// Settings shell (spec §2): sidebar with Profile, Billing & Subscription, Password Management.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CreditCard, KeyRound, UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface SettingsLayoutProps {
  links: { profile: string; billing: string; password: string };
  children: ReactNode;
}

export function SettingsLayout({ links, children }: SettingsLayoutProps) {
  const items = [
    { to: links.profile, label: 'Profile', icon: UserRound },
    { to: links.billing, label: 'Billing & Subscription', icon: CreditCard },
    { to: links.password, label: 'Password Management', icon: KeyRound },
  ];
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-1.5 text-sm text-slate-500">Manage your account, plan and password.</p>
      <div className="mt-8 flex flex-col gap-8 md:flex-row">
        <nav aria-label="Settings" className="md:w-60 md:shrink-0">
          <ul className="grid gap-1 rounded-xl border border-slate-200 bg-white p-1 md:border-0 md:bg-transparent md:p-0">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-700 md:bg-white md:shadow-card md:ring-1 md:ring-slate-200'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </main>
  );
}

export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-card" aria-labelledby={`section-${title}`}>
      <header className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={`section-${title}`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

// Landing benefits (#benefits): why plan as a map, with three headline numbers.
import { Check, Clock, Target, Zap } from 'lucide-react';

const benefits = [
  { icon: Clock, stat: '3×', title: 'Faster from idea to take', body: 'Skip the blank page: planning and writing happen in the same place.' },
  { icon: Target, stat: '0', title: 'Lost threads', body: 'Every point lives on the map, so nothing you meant to say gets dropped.' },
  { icon: Zap, stat: '1 click', title: 'From map to teleprompter', body: 'No copying between apps. Your order is your script.' },
];

export function BenefitsSection() {
  return (
    <section id="benefits" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8" aria-labelledby="benefits-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Benefits</p>
          <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
            Sound prepared, not scripted
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Mind maps match the way ideas actually arrive. Cuemap keeps that freedom while giving you a clear running order — so you speak with structure and
            still sound like yourself.
          </p>
          <ul className="mt-8 space-y-3 text-slate-700">
            {[
              'See your whole talk at a glance before you record',
              'Rework the flow by dragging, not by rewriting',
              'Rehearse at your natural pace with adjustable speed',
              'Get unstuck with AI ideas tailored to each point',
            ].map((b) => (
              <li key={b} className="flex gap-3">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100">
                  <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
                </span>
                {b}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4">
          {benefits.map(({ icon: Icon, stat, title, body }) => (
            <div key={title} className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </div>
              <div>
                <p className="text-2xl font-bold tracking-tight text-slate-900">{stat}</p>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="mt-1 text-sm text-slate-600">{body}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

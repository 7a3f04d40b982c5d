// Landing 'How it works': the three steps from map to teleprompter, and See it in action.
import { PlayCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const steps = [
  {
    title: 'Map your ideas',
    body: 'Start from a central idea and branch out. Add details to each node as they come to you — no outline required.',
  },
  {
    title: 'Put them in order',
    body: 'Drag nodes in the Node Order list to set the flow. Let the AI suggest ideas for the parts that feel thin.',
  },
  {
    title: 'Hit play and present',
    body: 'Open the teleprompter, pick your speed and deliver. Or let AI polish the map into a spoken script first.',
  },
];

export function HowItWorksSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="bg-slate-950 py-24 text-white" aria-labelledby="how-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-title">
            From scattered thoughts to a confident delivery in three steps
          </h2>
        </div>
        <ol className="mt-16 grid gap-8 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-2xl border border-white/10 bg-white/5 p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-500 text-sm font-bold">{i + 1}</span>
              <h3 className="mt-5 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{s.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Button variant="outline-inverse" onClick={onWatchDemo} icon={<PlayCircle className="size-4" aria-hidden="true" />}>
            See it in action
          </Button>
        </div>
      </div>
    </section>
  );
}

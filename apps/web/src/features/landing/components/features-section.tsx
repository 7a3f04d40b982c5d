// Landing features (#features): six cards, one per thing Cuemap does.
import { GitBranch, ListOrdered, MonitorPlay, Save, Sparkles, Wand2 } from 'lucide-react';

const features = [
  {
    icon: GitBranch,
    title: 'A mind map that thinks like you do',
    body: 'Drop ideas on an open canvas, branch them from a central idea and connect the dots. Drag, pan and rearrange until the story clicks.',
  },
  {
    icon: ListOrdered,
    title: 'Drag ideas into speaking order',
    body: 'The Node Order list turns a web of thoughts into a sequence. Reorder with a drag and your script follows instantly.',
  },
  {
    icon: MonitorPlay,
    title: 'A teleprompter built in',
    body: 'Smooth auto-scroll at the words-per-minute you choose, with mirror mode for glass rigs, adjustable text size, a reading guide and full screen.',
  },
  {
    icon: Sparkles,
    title: 'AI ideas for any node',
    body: 'Stuck on a point? Ask the AI Helper for angles, examples and talking points based on the node you are writing.',
  },
  {
    icon: Wand2,
    title: 'AI writes the spoken script',
    body: 'Turn the whole map into a natural, ready-to-read teleprompter script in one click, in the order you chose.',
  },
  {
    icon: Save,
    title: 'Nothing you write is lost',
    body: 'Edits are kept as a draft the moment you make them, Undo steps back through your last changes, and your scripts wait on any device you log in from.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8" aria-labelledby="features-title">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Features</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
          Everything between the first idea and the final take
        </h2>
        <p className="mt-4 text-lg text-slate-600">One workspace to brainstorm, structure, write and deliver — so your message lands the way you planned it.</p>
      </div>
      <div className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, body }) => (
          <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover">
            <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <Icon className="size-5" aria-hidden="true" />
            </div>
            <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

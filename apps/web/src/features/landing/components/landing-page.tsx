// Landing page (spec §2): hero, features, benefits, how it works, pricing, call to action, demo, footer.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ArrowRight,
  Check,
  Clock,
  GitBranch,
  ListOrdered,
  MonitorPlay,
  PlayCircle,
  Save,
  Sparkles,
  Target,
  Wand2,
  Zap,
} from 'lucide-react';
import { PRO_TRIAL_DAYS } from '@cuemap/shared';
import { Button, Modal, buttonStyles } from '../../../components/ui';
import { Logo } from '../../../components/layout/logo';
import { paths } from '../../../config/paths';
import { HeroIllustration } from './hero-illustration';

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

const benefits = [
  { icon: Clock, stat: '3×', title: 'Faster from idea to take', body: 'Skip the blank page: planning and writing happen in the same place.' },
  { icon: Target, stat: '0', title: 'Lost threads', body: 'Every point lives on the map, so nothing you meant to say gets dropped.' },
  { icon: Zap, stat: '1 click', title: 'From map to teleprompter', body: 'No copying between apps. Your order is your script.' },
];

const DEMO_VIDEO_URL = '/demo/cuemap-demo.webm';
const DEMO_POSTER_URL = '/demo/cuemap-demo-poster.jpg';

const audiences = ['YouTubers', 'Podcasters', 'Teachers', 'Keynote speakers', 'Sales teams', 'Students'];

export interface LandingPageProps {
  /** The plan cards of the pricing section, with their buttons (app/ passes the pricing feature's). */
  plans: ReactNode;
}

export function LandingPage({ plans }: LandingPageProps) {
  const location = useLocation();
  const [demoOpen, setDemoOpen] = useState(false);

  // Arriving with a hash (e.g. /#features from another page): scroll to that section.
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (id === 'demo') {
      setDemoOpen(true);
      return;
    }
    const el = document.getElementById(id);
    if (el) requestAnimationFrame(() => el.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, [location.hash]);

  return (
    <main className="flex-1 overflow-x-hidden">
      {/* Hero */}
      <section className="relative isolate bg-gradient-to-b from-brand-50/70 via-white to-white">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[480px] bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.18),transparent_60%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 pt-14 pb-24 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20 lg:pb-32">
          <div className="max-w-xl">
            <a
              href="#features"
              className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm hover:border-brand-300"
            >
              <Sparkles className="size-3.5" aria-hidden="true" />
              New: AI writes your teleprompter script
            </a>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-display">
              Plan it as a map.
              <br />
              <span className="bg-gradient-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">
                Say it from the teleprompter.
              </span>
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-slate-600">
              Cuemap is the script planner for people who think out loud. Sketch your ideas as a mind map, drag them into
              the order you want to say them, and read the result on a built-in teleprompter — with AI that suggests
              ideas and writes the spoken script for you.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.auth} state={{ register: true }} className={buttonStyles({ size: 'lg' })}>
                Start free
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Button
                variant="outline"
                size="lg"
                onClick={() => setDemoOpen(true)}
                icon={<PlayCircle className="size-5 text-brand-600" aria-hidden="true" />}
              >
                Watch the demo
              </Button>
            </div>
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-500">
              {[`Free ${PRO_TRIAL_DAYS}-day Pro trial`, 'Cancel anytime', 'No credit card for Free'].map((t) => (
                <li key={t} className="flex items-center gap-1.5">
                  <Check className="size-4 text-emerald-500" aria-hidden="true" />
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <div className="pb-8 lg:pb-0">
            <HeroIllustration />
          </div>
        </div>
        <div className="border-y border-slate-100 bg-white/70">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-8 gap-y-3 px-4 py-6 text-sm text-slate-500 sm:px-6 lg:px-8">
            <span className="font-medium text-slate-700">Loved by people who present:</span>
            {audiences.map((a) => (
              <span key={a} className="font-semibold tracking-tight text-slate-400">
                {a}
              </span>
            ))}
          </div>
        </div>
      </section>

      {/* Features */}
      <section id="features" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8" aria-labelledby="features-title">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
            Everything between the first idea and the final take
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            One workspace to brainstorm, structure, write and deliver — so your message lands the way you planned it.
          </p>
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

      {/* How it works */}
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
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-500 text-sm font-bold">
                  {i + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">{s.body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 text-center">
            <Button
              variant="outline"
              onClick={() => setDemoOpen(true)}
              className="border-white/20 bg-white/10 text-white hover:bg-white/20 hover:text-white"
              icon={<PlayCircle className="size-4" aria-hidden="true" />}
            >
              See it in action
            </Button>
          </div>
        </div>
      </section>

      {/* Benefits */}
      <section id="benefits" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8" aria-labelledby="benefits-title">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Benefits</p>
            <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
              Sound prepared, not scripted
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Mind maps match the way ideas actually arrive. Cuemap keeps that freedom while giving you a clear running
              order — so you speak with structure and still sound like yourself.
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

      {/* Pricing */}
      <section id="pricing" className="bg-gradient-to-b from-slate-50 to-brand-50/50 py-24" aria-labelledby="pricing-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Pricing</p>
            <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
              Simple plans. Start free.
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Try Pro free for {PRO_TRIAL_DAYS} days — cancel anytime. No credit card needed for the Free plan.
            </p>
          </div>
          <div className="mx-auto mt-16 grid max-w-5xl gap-6 lg:grid-cols-3">
            {plans}
          </div>
          <p className="mt-10 text-center text-sm text-slate-500">
            Compare every detail on the{' '}
            <Link to={paths.pricing} className="font-semibold text-brand-600 hover:underline">
              pricing page
            </Link>
            .
          </p>
        </div>
      </section>

      {/* Call to action */}
      <section className="px-4 py-24 sm:px-6 lg:px-8">
        <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-600 px-6 py-16 text-center shadow-overlay sm:px-16">
          <div aria-hidden="true" className="absolute -top-24 -left-24 size-72 rounded-full bg-fuchsia-500/40 blur-3xl" />
          <div aria-hidden="true" className="absolute -right-24 -bottom-24 size-72 rounded-full bg-brand-400/50 blur-3xl" />
          <h2 className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">Your next script starts as a map</h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">
            Create your first script in under a minute. Free forever for two scripts — upgrade when you&apos;re ready.
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={paths.auth}
              state={{ register: true }}
              className={buttonStyles({ size: 'lg', className: 'bg-white text-brand-700! hover:bg-brand-50' })}
            >
              Get started free
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Button
              size="lg"
              variant="ghost"
              onClick={() => setDemoOpen(true)}
              className="text-white hover:bg-white/10 hover:text-white"
              icon={<PlayCircle className="size-5" aria-hidden="true" />}
            >
              Watch the demo
            </Button>
          </div>
        </div>
      </section>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-6 px-4 py-10 sm:flex-row sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
            <a href="#features" className="hover:text-slate-900">
              Features
            </a>
            <a href="#benefits" className="hover:text-slate-900">
              Benefits
            </a>
            <a href="#pricing" className="hover:text-slate-900">
              Pricing
            </a>
            <Link to={paths.auth} className="hover:text-slate-900">
              Sign In
            </Link>
          </nav>
          <p className="text-sm text-slate-500">© 2025 Cuemap. All rights reserved.</p>
        </div>
      </footer>

      <Modal
        open={demoOpen}
        onClose={() => setDemoOpen(false)}
        size="xl"
        title="Cuemap in action"
        description="A real recording of the product: create a script, branch out ideas, drag them into order, let AI write the script, then present it."
        footer={
          <>
            <Button variant="outline" onClick={() => setDemoOpen(false)}>
              Close
            </Button>
            <Link to={paths.auth} state={{ register: true }} className={buttonStyles({})}>
              Try it free
            </Link>
          </>
        }
      >
        {/* A static asset (scripts/make-demo-video.mjs), requested only once the modal is open. */}
        <div id="demo" className="overflow-hidden rounded-xl bg-slate-950 ring-1 ring-slate-200">
          <video
            className="aspect-video w-full"
            src={DEMO_VIDEO_URL}
            poster={DEMO_POSTER_URL}
            controls
            autoPlay
            muted
            playsInline
            preload="metadata"
            aria-label="Demo: planning a script in Cuemap and presenting it on the teleprompter"
          />
        </div>
      </Modal>
    </main>
  );
}

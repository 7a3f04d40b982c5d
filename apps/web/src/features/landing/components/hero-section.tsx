// Landing hero: the pitch, Start free and Watch the demo, the illustration, and who it is for.
import { Link } from 'react-router';
import { ArrowRight, Check, PlayCircle, Sparkles } from 'lucide-react';
import { PRO_TRIAL_DAYS } from '@cuemap/shared';
import { Button, buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { HeroIllustration } from './hero-illustration';

const audiences = ['YouTubers', 'Podcasters', 'Teachers', 'Keynote speakers', 'Sales teams', 'Students'];

export function HeroSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="relative isolate bg-gradient-to-b from-brand-50/70 via-white to-white">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-[480px] bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.18),transparent_60%)]" />
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
            <span className="bg-gradient-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">Say it from the teleprompter.</span>
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-600">
            Cuemap is the script planner for people who think out loud. Sketch your ideas as a mind map, drag them into the order you want to say them, and read
            the result on a built-in teleprompter — with AI that suggests ideas and writes the spoken script for you.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.register} className={buttonStyles({ size: 'lg' })}>
              Start free
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Button variant="outline" size="lg" onClick={onWatchDemo} icon={<PlayCircle className="size-5 text-brand-600" aria-hidden="true" />}>
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
  );
}

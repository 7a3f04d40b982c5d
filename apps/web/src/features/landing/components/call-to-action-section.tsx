// Landing call to action: the closing banner with Get started free and Watch the demo.
import { Link } from 'react-router';
import { ArrowRight, PlayCircle } from 'lucide-react';
import { Button, buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function CallToActionSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="px-4 py-24 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-600 px-6 py-16 text-center shadow-overlay sm:px-16">
        <div aria-hidden="true" className="absolute -top-24 -left-24 size-72 rounded-full bg-fuchsia-500/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -right-24 -bottom-24 size-72 rounded-full bg-brand-400/50 blur-3xl" />
        <h2 className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">Your next script starts as a map</h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Create your first script in under a minute. Free forever for two scripts — upgrade when you&apos;re ready.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.register} className={buttonStyles({ variant: 'inverse', size: 'lg' })}>
            Get started free
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Button size="lg" variant="ghost-inverse" onClick={onWatchDemo} icon={<PlayCircle className="size-5" aria-hidden="true" />}>
            Watch the demo
          </Button>
        </div>
      </div>
    </section>
  );
}

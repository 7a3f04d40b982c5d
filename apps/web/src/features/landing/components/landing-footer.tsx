// Landing footer: the logo, links to the page's sections and Sign In, and the copyright.
import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo';
import { paths } from '../../../config/paths';
import { CopyrightYear } from '../../../lib/current-year';

export function LandingFooter() {
  return (
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
        <p className="text-sm text-slate-500">
          © <CopyrightYear />
          Cuemap. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

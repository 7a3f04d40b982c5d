// Alert: an inline message box. tone 'auto' applies the spec rule: success if the text contains "success".
import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { useClassMerge } from './class-merge';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

export function toneForMessage(message: string): 'success' | 'error' {
  return message.toLowerCase().includes('success') ? 'success' : 'error';
}

const styles: Record<AlertTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

const icons: Record<AlertTone, ReactNode> = {
  success: <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
  error: <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
  info: <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
  warning: <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
};

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}

export function Alert({ tone, children, className }: AlertProps) {
  const merge = useClassMerge();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={merge('flex gap-2 rounded-lg border px-3 py-2.5 text-sm', styles[tone], className)}
    >
      {icons[tone]}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

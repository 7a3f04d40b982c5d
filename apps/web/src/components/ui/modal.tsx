// Modal: a portal dialog that traps focus, closes on Escape and on backdrop click, and restores focus.
// It never grows past the screen: the title and the buttons row stay in view and the content between
// them scrolls, so every button is reachable at any height (issue 24 item 5: a 1 700 px shortcuts list
// on a 900 px screen hid its Done).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useClassMerge } from './class-merge';
import { useDialogBehaviour } from './use-dialog-behaviour';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Short text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Icon shown beside the title (e.g. a warning for destructive actions). */
  icon?: ReactNode;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** Hide the top-right close button. */
  hideCloseButton?: boolean;
  className?: string;
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export function Modal({ open, onClose, title, description, children, footer, size = 'sm', icon, initialFocusRef, hideCloseButton, className }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  const merge = useClassMerge();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useDialogBehaviour(open, panelRef, onClose, initialFocusRef);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div className="absolute inset-0 animate-fade-in bg-slate-950/50" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={merge(
          'relative flex max-h-[calc(100dvh-2rem)] w-full animate-pop-in flex-col rounded-2xl bg-white p-6 shadow-overlay ring-1 ring-slate-900/5 focus:outline-none',
          widths[size],
          className,
        )}
      >
        {!hideCloseButton && (
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label="Close dialog"
            className="absolute top-4 right-4 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
        <div className="flex shrink-0 gap-4">
          {icon && <div className="shrink-0">{icon}</div>}
          <div className="min-w-0 flex-1 pr-6">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descId} className="mt-1.5 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
        </div>
        {/* The padding keeps focus rings inside the scroll box, the negative margin keeps the alignment. */}
        {children && (
          <div className="-mx-1 mt-3 min-h-0 flex-1 overflow-y-auto px-1 py-1" data-testid="modal-body">
            {children}
          </div>
        )}
        {footer && <div className="mt-6 flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

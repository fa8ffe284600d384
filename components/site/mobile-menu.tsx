'use client';

import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

// The phone menu panel. Loaded on the first tap of the menu button (see site-nav.tsx), so Radix
// Dialog's focus trap is not part of any page's first load.
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
  labels,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  labels: { title: string; close: string };
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 rounded-b-2xl bg-background p-4 shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">{labels.title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={labels.close}
                className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg hover:bg-muted"
              >
                <X className="size-6" aria-hidden />
              </button>
            </Dialog.Close>
          </div>
          {children}
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

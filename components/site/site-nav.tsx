'use client';

import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { cn } from '@/lib/cn';

export type NavItem = { id: string; label: string };

/**
 * Section links with the current section highlighted (scroll-spy) and, on phones, a menu that
 * traps focus while open and closes on choice or Escape (Radix Dialog).
 */
export function SiteNav({
  items,
  onLanding,
  labels,
  getStarted,
  toggle,
}: {
  items: NavItem[];
  onLanding: boolean;
  labels: { nav: string; open: string; close: string; title: string };
  getStarted: { href: string; label: string };
  toggle: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(items[0]?.id);

  useEffect(() => {
    if (!onLanding) return;
    const sections = items.map((i) => document.getElementById(i.id)).filter((el): el is HTMLElement => !!el);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setCurrent(visible[0].target.id);
      },
      { rootMargin: '-45% 0px -50% 0px' },
    );
    sections.forEach((s) => observer.observe(s));
    return () => observer.disconnect();
  }, [items, onLanding]);

  const href = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const link = (item: NavItem, mobile: boolean) => (
    <a
      key={item.id}
      href={href(item.id)}
      aria-current={onLanding && current === item.id ? 'location' : undefined}
      onClick={() => {
        if (onLanding) setCurrent(item.id);
        if (mobile) setOpen(false);
      }}
      className={cn(
        'rounded-md font-medium transition-colors',
        mobile ? 'block px-3 py-3 text-base' : 'px-3 py-2 text-sm',
        onLanding && current === item.id ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {item.label}
    </a>
  );

  return (
    <>
      <nav aria-label={labels.nav} className="hidden items-center gap-1 md:flex">
        {items.map((i) => link(i, false))}
      </nav>
      <div className="hidden items-center gap-3 md:flex">
        {toggle}
        <a href={getStarted.href} className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm hover:bg-primary/90">
          {getStarted.label}
        </a>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button
            type="button"
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-foreground hover:bg-muted md:hidden"
            aria-label={labels.open}
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 top-0 z-50 rounded-b-2xl bg-background p-4 shadow-xl md:hidden"
          >
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-base font-semibold">{labels.title}</Dialog.Title>
              <Dialog.Close asChild>
                <button type="button" aria-label={labels.close} className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg hover:bg-muted">
                  <X className="size-6" aria-hidden />
                </button>
              </Dialog.Close>
            </div>
            <nav aria-label={labels.nav} className="mt-2 flex flex-col">
              {items.map((i) => link(i, true))}
            </nav>
            <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4">
              {toggle}
              <a href={getStarted.href} onClick={() => setOpen(false)} className="inline-flex h-11 items-center rounded-lg bg-primary px-5 text-sm font-semibold text-primary-foreground">
                {getStarted.label}
              </a>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

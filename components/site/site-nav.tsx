'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { cn } from '@/lib/cn';

const MobileMenu = lazy(() => import('./mobile-menu'));

export type NavItem = { id: string; label: string };

/**
 * Section links with the current section highlighted (scroll-spy) and, on phones, a menu that
 * traps focus while open and closes on choice or Escape.
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
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [current, setCurrent] = useState(items[0]?.id);
  const menuButton = useRef<HTMLButtonElement>(null);

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
  const getStartedLink = (mobile: boolean) => (
    <a
      href={getStarted.href}
      onClick={mobile ? () => setOpen(false) : undefined}
      className={cn(
        'inline-flex items-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground shadow-sm hover:bg-primary/90',
        mobile ? 'h-11 px-5' : 'h-10 px-4',
      )}
    >
      {getStarted.label}
    </a>
  );

  return (
    <>
      <nav aria-label={labels.nav} className="hidden items-center gap-1 md:flex">
        {items.map((i) => link(i, false))}
      </nav>
      <div className="hidden items-center gap-3 md:flex">
        {toggle}
        {getStartedLink(false)}
      </div>
      <button
        ref={menuButton}
        type="button"
        className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-foreground hover:bg-muted md:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => {
          setMenuLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={menuButton}
            labels={{ title: labels.title, close: labels.close }}
            footer={
              <>
                {toggle}
                {getStartedLink(true)}
              </>
            }
          >
            <nav aria-label={labels.nav} className="mt-2 flex flex-col">
              {items.map((i) => link(i, true))}
            </nav>
          </MobileMenu>
        </Suspense>
      ) : null}
    </>
  );
}

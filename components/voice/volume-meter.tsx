import { cn } from '@/lib/cn';

// Five bars following the agent's voice level (0..1); shown idle too, so it ships with the page.

export function VolumeMeter({ volume, active }: { volume: number; active: boolean }) {
  const bars = [0.2, 0.45, 0.7, 0.45, 0.2];
  return (
    <div className="flex h-8 items-end justify-center gap-1" aria-hidden="true">
      {bars.map((weight, i) => (
        <span
          key={i}
          className={cn('w-1.5 rounded-full transition-[height] duration-100', active ? 'bg-primary' : 'bg-muted-foreground/30')}
          style={{ height: `${Math.max(12, Math.min(100, (active ? volume : 0) * 100 * (0.6 + weight)))}%` }}
        />
      ))}
    </div>
  );
}

'use client';

import { useId, useState } from 'react';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';

export type SliderSpec = {
  key: string;
  label: string;
  range: { min: number; max: number; step: number; default: number };
  /** Shown next to the label and announced by screen readers. */
  display: (value: number, locale: Locale) => string;
};

export type ResultSpec = { key: string; label: string; value: string; emphasis?: boolean };

/**
 * Two labelled sliders and result tiles that update live. Shared by the missed-call calculator
 * (€ or $) and the savings page (staff time) — only the formulas and formats differ.
 */
export function CalculatorSliders({
  locale,
  sliders,
  results,
  className,
}: {
  locale: Locale;
  sliders: [SliderSpec, SliderSpec];
  results: (values: [number, number], locale: Locale) => ResultSpec[];
  className?: string;
}) {
  const [values, setValues] = useState<[number, number]>([sliders[0].range.default, sliders[1].range.default]);
  const baseId = useId();
  return (
    <div className={cn('grid gap-8 md:grid-cols-2', className)}>
      <div className="space-y-8">
        {sliders.map((s, i) => {
          const labelId = `${baseId}-${s.key}`;
          const display = s.display(values[i], locale);
          return (
            <div key={s.key}>
              <div className="flex items-baseline justify-between gap-4">
                <span id={labelId} className="text-sm font-medium">
                  {s.label}
                </span>
                <output aria-hidden className="text-lg font-bold tabular-nums text-primary">
                  {display}
                </output>
              </div>
              <Slider
                className="mt-2"
                min={s.range.min}
                max={s.range.max}
                step={s.range.step}
                value={[values[i]]}
                labelledBy={labelId}
                valueText={display}
                onValueChange={([v]) => setValues((prev) => (i === 0 ? [v, prev[1]] : [prev[0], v]))}
              />
            </div>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
        {results(values, locale).map((r) => (
          <div
            key={r.key}
            className={cn(
              'flex flex-col justify-center rounded-2xl border p-5',
              r.emphasis ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card',
            )}
          >
            <p className={cn('text-sm', r.emphasis ? 'text-primary-foreground/90' : 'text-muted-foreground')}>{r.label}</p>
            <p className="mt-2 text-3xl font-bold tabular-nums tracking-tight" data-testid={`result-${r.key}`}>
              {r.value}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}

'use client';

import * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/**
 * Radix slider: arrow keys, Page Up/Down, Home/End; the thumb is the labelled control and
 * announces `valueText` (e.g. "20 appels") to screen readers.
 */
export function Slider({
  className,
  label,
  labelledBy,
  valueText,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & { label?: string; labelledBy?: string; valueText?: string }) {
  return (
    <SliderPrimitive.Root className={cn('relative flex w-full touch-none select-none items-center py-3', className)} {...props}>
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        className="block size-6 cursor-grab rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/40"
      />
    </SliderPrimitive.Root>
  );
}

'use client';

import {
  BedDouble,
  Building2,
  Flower2,
  Scissors,
  ShoppingBag,
  SmilePlus,
  Stethoscope,
  UtensilsCrossed,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { BUSINESS_TYPES, type BusinessType, type BusinessTypeId } from '@/lib/agent/business-types';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';

const ICONS: Record<BusinessType['icon'], LucideIcon> = {
  UtensilsCrossed,
  Scissors,
  Flower2,
  Stethoscope,
  Wrench,
  SmilePlus,
  ShoppingBag,
  BedDouble,
  Building2,
};

/**
 * The business type as tiles. Native radio inputs under the tiles give the whole keyboard
 * behaviour of a radio group for free (Tab into the group, arrows to move and select).
 */
export function BusinessTypeTiles({
  locale,
  legend,
  value,
  onChange,
}: {
  locale: Locale;
  legend: string;
  value: BusinessTypeId | '';
  onChange: (id: BusinessTypeId) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        {legend}{' '}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {BUSINESS_TYPES.map((type) => {
          const Icon = ICONS[type.icon];
          return (
            <label
              key={type.id}
              data-testid={`business-type-${type.id}`}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-border p-3 text-center text-sm font-medium transition-colors',
                'hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              )}
            >
              <input
                type="radio"
                name="businessType"
                value={type.id}
                checked={value === type.id}
                onChange={() => onChange(type.id)}
                className="sr-only"
              />
              <Icon className="size-6" aria-hidden />
              {type.label[locale]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

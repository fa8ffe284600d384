import type { Ref } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * One step of the onboarding form: its heading (focused when the step appears, so keyboard and
 * screen-reader users follow along), its fields and its submit button. noValidate: the steps
 * check their fields themselves and say what is missing in a toast.
 */
export function StepForm(props: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submit: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate className="flex flex-col gap-6" aria-labelledby="step-title">
      <h2 id="step-title" ref={props.headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {props.title}
      </h2>
      {props.children}
      {props.submit}
    </form>
  );
}

/** A labelled text input with an optional hint below it. */
export function TextField({
  id,
  label,
  hint,
  required,
  ...input
}: { id: string; label: string; hint?: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </>
        ) : null}
      </Label>
      <Input id={id} required={required} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

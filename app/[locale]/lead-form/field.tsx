import { Label } from '@/components/ui/label';

/** A labelled form field with its hint and its error (announced when it appears). */
export function Field(props: {
  label: string;
  htmlFor: string;
  required?: boolean;
  optional?: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.htmlFor}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
        {props.optional ? <span className="ml-1 font-normal text-muted-foreground">{props.optional}</span> : null}
      </Label>
      {props.children}
      {props.hint ? (
        <p id={props.hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className="text-sm font-medium text-destructive" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

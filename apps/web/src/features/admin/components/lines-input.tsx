import { type ComponentPropsWithRef, useState } from 'react';
import { Textarea } from '../../../components/ui/field';

const parse = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A list of short sentences (what is included, requirements) typed one per line; items may hold commas. */
export function LinesInput({
  value,
  onChange,
  ...props
}: Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'onChange'> & {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = useState(value.join('\n'));
  // A reset from outside (another record loaded) replaces what is typed.
  if (parse(text).join('\u0000') !== value.join('\u0000')) setText(value.join('\n'));
  return (
    <Textarea
      rows={4}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}

import { type ComponentPropsWithRef, useState } from 'react';
import { Input } from '../../../components/ui/field';

const parse = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** Tags or keywords typed as one line, separated by commas, kept as a list. */
export function WordsInput({
  value,
  onChange,
  ...props
}: Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'> & {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  // A reset from outside (another record loaded) replaces what is typed.
  if (parse(text).join('\u0000') !== value.join('\u0000')) setText(value.join(', '));
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}

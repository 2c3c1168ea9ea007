import { useFormContext } from 'react-hook-form';

interface Person {
  id: string;
  name: string;
}

/** A group of checkboxes holding the chosen ids (react-hook-form keeps an array for a group with one name). */
export function RecipientsFieldset({ name, legend, people }: { name: string; legend: string; people: Person[] }) {
  const { register } = useFormContext();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      {people.length === 0 ? <p className="text-sm text-muted-foreground">Nobody to choose.</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {people.map((person) => (
          <label key={person.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" value={person.id} {...register(name)} />
            {person.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

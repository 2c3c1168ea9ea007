import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_EXPERTISE_RATING, type ConsultantProfile } from '@praxis/shared';
import { NamedOptions } from '@/components/value-options';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useAddExpertise } from '../api/add-expertise';
import { useDeleteExpertise } from '../api/delete-expertise';
import { useCatalogue } from '../api/list-catalogue';
import { useUpdateExpertise } from '../api/update-expertise';
import { toastFailure } from '../lib/errors';
import { RATING_LABELS } from '../lib/labels';
import { ConfirmRemove } from './confirm-remove';
import { RatingDots } from './rating-dots';
import { EmptyLine, SectionCard } from './section-card';

const RATINGS = [1, 2, 3, 4, 5];

/** Expertise: category, product and a 1–5 rating; a new skill starts at 1 unless the editor picks another. */
export function SkillsSection({ profile }: { profile: ConsultantProfile }) {
  const id = useId();
  const consultantId = profile.consultant.id;
  const [categoryId, setCategoryId] = useState('');
  const [productId, setProductId] = useState('');
  const [rating, setRating] = useState(DEFAULT_EXPERTISE_RATING);
  const categories = useCatalogue('platform-categories');
  const products = useCatalogue('platform-products', categoryId || undefined);
  const add = useAddExpertise();
  const update = useUpdateExpertise();
  const remove = useDeleteExpertise();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!categoryId) return;
    add.mutate(
      { consultantId, category_id: categoryId, product_id: productId || null, rating },
      {
        onSuccess: () => {
          toast.success('Skill added');
          setCategoryId('');
          setProductId('');
          setRating(DEFAULT_EXPERTISE_RATING);
        },
        onError: toastFailure('Could not add the skill.'),
      },
    );
  };

  return (
    <SectionCard title="Skills" description="Platform categories and products, rated from 1 (beginner) to 5 (expert).">
      {profile.expertise.length === 0 ? (
        <EmptyLine>{profile.can_edit ? 'No skills yet — add one below.' : 'No skills listed yet.'}</EmptyLine>
      ) : (
        <ul aria-label="Skills" className="divide-y">
          {profile.expertise.map((skill) => {
            const name = skill.product_name ? `${skill.product_name} (${skill.category_name})` : skill.category_name;
            return (
              <li key={skill.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{skill.product_name ?? skill.category_name}</span>
                  {skill.product_name ? (
                    <span className="block text-xs text-muted-foreground">{skill.category_name}</span>
                  ) : null}
                </span>
                <span className="flex items-center gap-2">
                  {profile.can_edit ? (
                    <NativeSelect
                      aria-label={`Rating of ${name}`}
                      className="h-8 w-40"
                      value={skill.rating}
                      onChange={(event) =>
                        update.mutate(
                          { consultantId, id: skill.id, rating: Number(event.target.value) },
                          { onError: toastFailure('Could not change the rating.') },
                        )
                      }
                    >
                      {RATINGS.map((value) => (
                        <option key={value} value={value}>
                          {value} · {RATING_LABELS[value]}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <RatingDots rating={skill.rating} />
                  )}
                  {profile.can_edit ? (
                    <ConfirmRemove
                      what={name}
                      removed="Skill removed"
                      mutation={remove}
                      variables={{ consultantId, id: skill.id }}
                    />
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {profile.can_edit ? (
        <form onSubmit={submit} aria-label="Add a skill" className="flex flex-wrap items-end gap-3 border-t pt-4">
          <div className="flex min-w-44 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <NativeSelect
              id={`${id}-category`}
              required
              value={categoryId}
              onChange={(event) => {
                setCategoryId(event.target.value);
                setProductId('');
              }}
            >
              <option value="">Choose a category</option>
              <NamedOptions items={categories.data ?? []} />
            </NativeSelect>
          </div>
          <div className="flex min-w-44 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-product`}>Product</Label>
            <NativeSelect
              id={`${id}-product`}
              value={productId}
              disabled={!categoryId}
              onChange={(event) => setProductId(event.target.value)}
            >
              <option value="">The category in general</option>
              <NamedOptions items={categoryId ? (products.data ?? []) : []} />
            </NativeSelect>
          </div>
          <div className="flex min-w-36 flex-col gap-1.5">
            <Label htmlFor={`${id}-rating`}>Rating</Label>
            <NativeSelect
              id={`${id}-rating`}
              value={rating}
              onChange={(event) => setRating(Number(event.target.value))}
            >
              {RATINGS.map((value) => (
                <option key={value} value={value}>
                  {value} · {RATING_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline" disabled={!categoryId || add.isPending}>
            {add.isPending ? 'Adding…' : 'Add skill'}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}

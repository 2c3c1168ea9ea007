import { useId, useState } from 'react';
import { DEFAULT_EXPERTISE_RATING, type ConsultantProfile } from '@praxis/shared';
import { NativeSelect } from '@/components/ui/native-select';
import { useAddExpertise } from '../api/add-expertise';
import { useCatalogue } from '../api/list-catalogue';
import { useUpdateExpertise } from '../api/update-expertise';
import { toastFailure } from '../lib/errors';
import { AddEntryField, AddEntryForm, AddEntrySelect } from './add-entry-form';
import { EntryText, ProfileListSection } from './profile-list-section';
import { RatingDots } from './rating-dots';
import { RatingOptions } from './rating-options';

type Skill = ConsultantProfile['expertise'][number];

const skillName = (skill: Skill) =>
  skill.product_name ? `${skill.product_name} (${skill.category_name})` : skill.category_name;

/** Expertise: category, product and a 1–5 rating; a new skill starts at 1 unless the editor picks another. */
export function SkillsSection({ profile }: { profile: ConsultantProfile }) {
  const consultantId = profile.consultant.id;
  const update = useUpdateExpertise();

  return (
    <ProfileListSection
      profile={profile}
      list="expertise"
      description="Platform categories and products, rated from 1 (beginner) to 5 (expert)."
      emptyText={{ editor: 'No skills yet — add one below.', viewer: 'No skills listed yet.' }}
      nameOf={skillName}
      renderEntry={(skill) => (
        <EntryText
          name={skill.product_name ?? skill.category_name}
          detail={skill.product_name ? skill.category_name : null}
        />
      )}
      renderDetails={(skill) =>
        profile.can_edit ? (
          <NativeSelect
            aria-label={`Rating of ${skillName(skill)}`}
            className="h-8 w-40"
            value={skill.rating}
            onChange={(event) =>
              update.mutate(
                { consultantId, id: skill.id, rating: Number(event.target.value) },
                { onError: toastFailure('Could not change the rating.') },
              )
            }
          >
            <RatingOptions />
          </NativeSelect>
        ) : (
          <RatingDots rating={skill.rating} />
        )
      }
      removed="Skill removed"
      addForm={<AddSkillForm consultantId={consultantId} />}
    />
  );
}

/** Add a skill: a category, optionally one of its products, and the rating. */
function AddSkillForm({ consultantId }: { consultantId: string }) {
  const id = useId();
  const [categoryId, setCategoryId] = useState('');
  const [productId, setProductId] = useState('');
  const [rating, setRating] = useState(DEFAULT_EXPERTISE_RATING);
  const categories = useCatalogue('platform-categories');
  const products = useCatalogue('platform-products', categoryId || undefined);
  const add = useAddExpertise();

  return (
    <AddEntryForm
      label="Add a skill"
      submitLabel="Add skill"
      mutation={add}
      variables={categoryId ? { consultantId, category_id: categoryId, product_id: productId || null, rating } : null}
      added="Skill added"
      failed="Could not add the skill."
      onAdded={() => {
        setCategoryId('');
        setProductId('');
        setRating(DEFAULT_EXPERTISE_RATING);
      }}
    >
      <AddEntrySelect
        id={`${id}-category`}
        label="Category"
        className="min-w-44 flex-1"
        placeholder="Choose a category"
        items={categories.data ?? []}
        value={categoryId}
        onChange={(value) => {
          setCategoryId(value);
          setProductId('');
        }}
        required
      />
      <AddEntrySelect
        id={`${id}-product`}
        label="Product"
        className="min-w-44 flex-1"
        placeholder="The category in general"
        items={categoryId ? (products.data ?? []) : []}
        value={productId}
        onChange={setProductId}
        disabled={!categoryId}
      />
      <AddEntryField id={`${id}-rating`} label="Rating" className="min-w-36">
        <NativeSelect id={`${id}-rating`} value={rating} onChange={(event) => setRating(Number(event.target.value))}>
          <RatingOptions />
        </NativeSelect>
      </AddEntryField>
    </AddEntryForm>
  );
}

import type { LanguageProficiency, Priority, ResourceRequest, ResourceRequestCreate } from '@praxis/shared';

/** The request form's values: the API's shape, with "" for an empty choice and null for an empty number. */
export interface RequestFormValues {
  engagement_id: string;
  engagement_role_id: string;
  job_title_id: string;
  skills: { category_id: string; product_id: string; min_rating: number; must: boolean }[];
  certifications: { certification_id: string; must: boolean }[];
  languages: { language_id: string; min_proficiency: LanguageProficiency; must: boolean }[];
  hours_per_week: number | null;
  start_date: string;
  end_date: string;
  has_window: boolean;
  time_zone_window: {
    zone: string;
    start_hour: number | null;
    end_hour: number | null;
    min_overlap_hours: number | null;
  };
  priority: Priority;
  notes: string;
  submit: boolean;
}

export function emptyRequest(engagementId = ''): RequestFormValues {
  return {
    engagement_id: engagementId,
    engagement_role_id: '',
    job_title_id: '',
    skills: [],
    certifications: [],
    languages: [],
    hours_per_week: 40,
    start_date: '',
    end_date: '',
    has_window: false,
    time_zone_window: { zone: 'Europe/Berlin', start_hour: 9, end_hour: 17, min_overlap_hours: 4 },
    priority: 'medium',
    notes: '',
    submit: true,
  };
}

export function valuesOf(request: ResourceRequest): RequestFormValues {
  return {
    engagement_id: request.engagement_id,
    engagement_role_id: request.engagement_role_id ?? '',
    job_title_id: request.job_title_id ?? '',
    skills: request.skills.map((s) => ({ ...s, product_id: s.product_id ?? '' })),
    certifications: request.certifications.map(({ certification_id, must }) => ({ certification_id, must })),
    languages: request.languages.map(({ language_id, min_proficiency, must }) => ({
      language_id,
      min_proficiency,
      must,
    })),
    hours_per_week: request.hours_per_week,
    start_date: request.start_date,
    end_date: request.end_date,
    has_window: request.time_zone_window !== null,
    time_zone_window: request.time_zone_window ?? emptyRequest().time_zone_window,
    priority: request.priority,
    notes: request.notes ?? '',
    submit: request.status !== 'Draft',
  };
}

/** Form values → the API's input (the shared schema then judges it, in the browser and on the server alike). */
export function toInput(values: RequestFormValues): ResourceRequestCreate {
  return {
    engagement_id: values.engagement_id,
    engagement_role_id: values.engagement_role_id || null,
    job_title_id: values.job_title_id || null,
    skills: values.skills.map((s) => ({ ...s, min_rating: Number(s.min_rating), product_id: s.product_id || null })),
    certifications: values.certifications,
    languages: values.languages,
    hours_per_week: values.hours_per_week as number,
    start_date: values.start_date,
    end_date: values.end_date,
    time_zone_window: values.has_window
      ? {
          zone: values.time_zone_window.zone,
          start_hour: Number(values.time_zone_window.start_hour),
          end_hour: Number(values.time_zone_window.end_hour),
          min_overlap_hours: Number(values.time_zone_window.min_overlap_hours),
        }
      : null,
    priority: values.priority,
    notes: values.notes.trim() || null,
    submit: values.submit,
  };
}

import type { ConsultantProfile, Me, Role } from '@praxis/shared';
import { permissionsOf } from '@praxis/shared';

/** A signed-in user as GET /api/me returns it. */
export function makeMe(primaryRole: Role = 'employee', additionalRoles: Role[] = []): Me {
  const roles = [...new Set<Role>([primaryRole, ...additionalRoles])];
  return {
    user: { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' },
    consultant: {
      id: '5f0c7c55-3a4e-4c8e-9d59-1d6f3f5b2a10',
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Senior Consultant',
      photoUrl: null,
    },
    primaryRole,
    additionalRoles,
    roles,
    permissions: permissionsOf(roles),
    isWhitelisted: false,
    view: roles.includes('admin') ? 'admin' : 'employee',
    canSwitchView: roles.includes('admin'),
    twoFactorEnabled: false,
    mustEnableTwoFactor: false,
  };
}

/** One's own consultant profile (a profile page viewed by its owner), with nothing in its lists. */
export function makeOwnProfile(me: Me): ConsultantProfile {
  return {
    consultant: {
      id: me.consultant?.id ?? '',
      user_id: me.user.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      photo_url: null,
      email: 'ada@example.com',
      phone: null,
      location: 'Lisbon',
      bio: null,
      availability_status: 'available',
      start_date: '2024-03-01',
      hourly_rate: null,
      linkedin_url: null,
      time_zone: 'Europe/Lisbon',
      job_title_id: null,
      job_title: 'Senior Consultant',
      role: 'employee',
      left_on: null,
      version: 1,
    },
    can_edit: false,
    expertise: [],
    education: [],
    certifications: [],
    languages: [],
    engagements: [],
    allocation: { current_engagements: 0, hours_allocated: 0, hours_used: 0 },
  };
}

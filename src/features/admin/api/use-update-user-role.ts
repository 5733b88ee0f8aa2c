type Role = AdminUser['role'];

/** Changes a user's role; refetches the user lists and the analytics (admin counts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { adminEndpoints as api, type AdminUser } from '../contract';
import { adminKeys } from './admin.queries';

export function updateUserRole(userId: string, role: Role) {
  return request(api.updateUser, { params: { id: userId }, body: { role } });
}

export function useUpdateUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => updateUserRole(userId, role),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users() }),
        client.invalidateQueries({ queryKey: adminKeys.analytics() }),
      ]),
  });
}

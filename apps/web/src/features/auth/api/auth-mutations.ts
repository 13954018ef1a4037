import type {
  AuthData,
  ChangePasswordBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  User,
} from '@ochre/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { authStore } from '../auth-store';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<DataEnvelope<AuthData>>('/auth/login', body),
    onSuccess: (response) => authStore.signIn(response.data),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<DataEnvelope<AuthData>>('/auth/register', body),
    onSuccess: (response) => authStore.signIn(response.data),
  });
}

export function useGoogleLogin() {
  return useMutation({
    mutationFn: (credential: string) => api.post<DataEnvelope<AuthData>>('/auth/google', { credential }),
    onSuccess: (response) => authStore.signIn(response.data),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api.put<DataEnvelope<User>>('/auth/profile', body),
    onSuccess: (response) => authStore.updateUser(response.data),
  });
}

export function useUploadProfileImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<DataEnvelope<User>>('/auth/profile/image', form);
    },
    onSuccess: (response) => authStore.updateUser(response.data),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.put<DataEnvelope<{ token: string }>>('/auth/change-password', body),
    onSuccess: (response) => authStore.replaceToken(response.data.token),
  });
}

import type {
  AuthData,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
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

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<{ success: true; message: string }>('/auth/forgot-password', body),
  });
}

/** Sets a new password from the e-mailed link; every earlier session ends, so the reader signs in again. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<{ success: true; message: string }>('/auth/reset-password', body),
    onSuccess: () => authStore.signOut(),
  });
}

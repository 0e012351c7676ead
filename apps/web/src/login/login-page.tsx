import { BRAND } from '@app/contracts';
import { type LoginAnswer, type LoginBody, loginBody } from '@app/contracts/admins';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, api } from '../shared/api-client';
import { getLang } from '../shared/lang';
import { LanguageSwitch } from '../shared/language-switch';
import { PageLoader } from '../shared/page-loader';
import { useSession } from '../shared/session';
import { IconAlert } from '../shared/staff/icons';

const HOME = '/admin/main';

type LoginInput = { email: string; password: string };

/** /login: staff sign-in. The server's message goes into the red alert, as the spec asks. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { profile, loading, signIn } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  if (loading) return <PageLoader />;
  if (profile) return <Navigate to={HOME} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await api.post<{ data: LoginAnswer }>('/admin/login', values);
      signIn(answer.data.token, answer.data.user);
      navigate(HOME, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(error.message);
        for (const field of ['email', 'password'] as const) {
          const message = error.errors[field]?.[0];
          if (message) setError(field, { type: 'server', message });
        }
      } else {
        setFailure(t('failed'));
      }
    }
  });

  // Field messages come from the locale files; the shared schema only decides what is wrong.
  const emailError = errors.email
    ? errors.email.type === 'server'
      ? errors.email.message
      : getValues('email').trim() === ''
        ? t('validation.email_required')
        : t('validation.email_invalid')
    : undefined;
  const passwordError = errors.password
    ? errors.password.type === 'server'
      ? errors.password.message
      : t('validation.password_required')
    : undefined;

  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)" py="xl" px="md">
      <Group justify="flex-end" maw={420} mx="auto" mb="md">
        <LanguageSwitch />
      </Group>
      <Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
            <Stack gap="md">
              <Stack gap={4}>
                <Text c="teal.8" fw={700}>
                  {BRAND.name[getLang()]}
                </Text>
                <Title order={1} size="h2" id="login-title">
                  {t('heading')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('subheading')}
                </Text>
              </Stack>

              {failure && (
                <Alert color="red" variant="light" icon={<IconAlert size={20} />} role="alert" title={t('failed')}>
                  {failure}
                </Alert>
              )}

              <TextInput
                {...register('email')}
                type="email"
                label={t('email')}
                autoComplete="username"
                inputMode="email"
                dir="ltr"
                required
                error={emailError}
              />
              <PasswordInput
                {...register('password')}
                label={t('password')}
                autoComplete="current-password"
                required
                error={passwordError}
                visibilityToggleButtonProps={{ 'aria-label': t('toggle_password') }}
              />
              <Button type="submit" loading={isSubmitting} fullWidth size="md" mt="xs">
                {t('submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}

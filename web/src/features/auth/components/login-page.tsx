import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';
import { useAuth } from '../../../lib/auth-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { safeNext } from './use-complete-sign-in';

type Step = 'signIn' | 'forgot' | 'reset' | 'newPassword';

const HEADINGS: Record<Step, string> = {
  signIn: 'Staff sign in',
  forgot: 'Forgot password',
  reset: 'Reset password',
  newPassword: 'Create your account',
};

/** /login: sign in, forgot password (OTP), reset, and first-time account creation (SPEC §2). */
export default function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>('signIn');
  const [email, setEmail] = useState('');
  useDocumentTitle(pageTitle('Login'));

  if (auth.user && auth.token && step === 'signIn')
    return <Navigate to={safeNext(params.get('next'))} replace />;

  const go = (next: Step) => (nextEmail?: string) => {
    if (nextEmail !== undefined) setEmail(nextEmail);
    setStep(next);
  };

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="lg">
          <div>
            <Text c="dimmed" size="sm">
              Moondive admin
            </Text>
            <Title order={1} fz="h2">
              {HEADINGS[step]}
            </Title>
          </div>
          {step === 'signIn' && (
            <SignInForm
              key="signIn"
              email={email}
              onNewPasswordRequired={go('newPassword')}
              onForgotPassword={go('forgot')}
            />
          )}
          {step === 'forgot' && (
            <ForgotPasswordForm email={email} onSent={go('reset')} onBack={() => go('signIn')()} />
          )}
          {step === 'reset' && (
            <ResetPasswordForm email={email} onDone={go('signIn')} onBack={() => go('signIn')()} />
          )}
          {step === 'newPassword' && <NewPasswordForm email={email} />}
        </Stack>
      </Paper>
    </Center>
  );
}

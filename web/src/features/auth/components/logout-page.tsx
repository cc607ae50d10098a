import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../lib/auth-context';

/** /admin/logout: clears the cookie, the stored user and the default header, then shows /login. */
export default function LogoutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOut().finally(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [signOut, navigate]);
  return <PageLoader fullScreen />;
}

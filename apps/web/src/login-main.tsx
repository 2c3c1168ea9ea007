import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from './features/auth/sign-in/sign-in-page';
import './index.css';

// The sign-in page's own entry (login.html): React and the form, not the app's router, query cache or forms kit.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the sign-in page into.');

createRoot(container).render(
  <StrictMode>
    <SignInPage search={window.location.search} />
  </StrictMode>,
);

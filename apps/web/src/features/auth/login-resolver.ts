import { type LoginRequest, loginRequestSchema } from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The login form's checks, the shared schema's: loaded after the page is drawn (login-page.tsx). */
export const loginResolver = zodResolver(loginRequestSchema) as unknown as Resolver<LoginRequest>;

import { signupRequestSchema } from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';

/** The signup form's checks, the server's own schema: loaded once the form is drawn (signup-form.tsx). */
export const signupResolver = zodResolver(signupRequestSchema.safeExtend({}));

/** Spec §5: client-side rules of the development login and register forms. */

export const PASSWORD_MIN_LENGTH = 6;

export interface LoginForm {
  email: string;
  password: string;
}

export interface RegisterForm extends LoginForm {
  firstName: string;
  lastName: string;
}

export type FieldErrors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateLogin(form: LoginForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidEmail(form.email)) errors.email = 'Invalid email address';
  if (form.password.length === 0) errors.password = 'Password is required';
  return errors;
}

export function validateRegister(form: RegisterForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidEmail(form.email)) errors.email = 'Invalid email address';
  if (form.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
}

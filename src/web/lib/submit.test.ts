import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { submit } from '#web/lib/submit.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Values = { email: string; password: string };

function fakeForm(values: Values = { email: 'a@b.ch', password: 'secret' }) {
  const errors: Record<string, string | undefined> = {};
  return {
    errors,
    setError: vi.fn((name: string, error: { message?: string }) => void (errors[name] = error.message)),
    getValues: vi.fn((name: string) => (values as Record<string, unknown>)[name]) as never,
  };
}

const fail = (error: unknown) => () => Promise.reject(error);

describe('submit', () => {
  beforeEach(() => vi.clearAllMocks());

  it('announces success, fixed or from the answer, then runs onSuccess', async () => {
    const onSuccess = vi.fn();
    await submit(() => Promise.resolve({ message: 'Lounge saved' }), { success: (r: { message: string }) => r.message, fallback: 'x', onSuccess });
    expect(toast.success).toHaveBeenCalledWith('Lounge saved');
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Lounge saved' });
    await submit(() => Promise.resolve(1), { success: 'Product created successfully', fallback: 'x' });
    expect(toast.success).toHaveBeenLastCalledWith('Product created successfully');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts an error the server ties to a field of the form under that field, not in a notification', async () => {
    const form = fakeForm();
    const onSuccess = vi.fn();
    const wrong = new ApiError(400, 'CURRENT_PASSWORD_WRONG', 'Current password is incorrect', { field: 'password' });
    await submit(fail(wrong), { form, fallback: 'Failed to change password', onSuccess });
    expect(form.errors).toEqual({ password: 'Current password is incorrect' });
    expect(toast.error).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('notifies errors about no field of the form, with the server message or the fallback', async () => {
    const form = fakeForm();
    await submit(fail(new ApiError(400, 'UNKNOWN_PACKAGE', 'Unknown token package', { field: 'packageId' })), { form, fallback: 'Failed' });
    expect(toast.error).toHaveBeenLastCalledWith('Unknown token package');
    await submit(fail(new ApiError(409, 'CONFLICT', 'This email is already registered.')), { form, fallback: 'Registration failed' });
    expect(toast.error).toHaveBeenLastCalledWith('This email is already registered.');
    await submit(fail(new ApiError(0, 'NETWORK_ERROR', 'offline')), { form, fallback: 'Failed to save product' });
    expect(toast.error).toHaveBeenLastCalledWith('Failed to save product');
    await submit(fail(new TypeError('boom')), { fallback: 'Failed to refund order' });
    expect(toast.error).toHaveBeenLastCalledWith('Failed to refund order');
    expect(form.errors).toEqual({});
  });

  it('puts errors naming no field under errorField when the form asks for it', async () => {
    const form = fakeForm();
    await submit(fail(new ApiError(400, 'BOOKING_INVALID', 'Invalid booking number')), { form, errorField: 'email', fallback: 'Failed' });
    expect(form.errors).toEqual({ email: 'Invalid booking number' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('leaves an error that handleError took alone', async () => {
    const form = fakeForm();
    await submit(fail(new ApiError(400, 'BOOKING_INVALID', 'Invalid booking number')), { form, fallback: 'Failed', handleError: () => true });
    expect(toast.error).not.toHaveBeenCalled();
    expect(form.setError).not.toHaveBeenCalled();
  });
});

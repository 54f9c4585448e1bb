import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MAX_TOASTS, TOAST_DURATION_MS, toast, useToastStore } from './toast.ts';

const titles = () => useToastStore.getState().toasts.map((shown) => shown.title);

describe('toast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a toast with its content and an id, and dismisses it after its duration', () => {
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    expect(useToastStore.getState().toasts).toEqual([
      { id: expect.any(Number), title: 'Logged out', description: 'You have been successfully logged out.' },
    ]);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(titles()).toEqual(['Logged out']);
    jest.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('keeps only the newest few', () => {
    for (let index = 1; index <= MAX_TOASTS + 2; index++) toast({ title: `Toast ${index}` });
    expect(titles()).toEqual(['Toast 3', 'Toast 4', 'Toast 5']);
  });

  it('dismisses one toast by its id and leaves the others', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const [first] = useToastStore.getState().toasts;
    useToastStore.getState().dismiss(first!.id);
    expect(useToastStore.getState().toasts).toEqual([
      { id: expect.any(Number), title: 'Second', variant: 'destructive' },
    ]);
  });
});

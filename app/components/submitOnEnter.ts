import type { KeyboardEvent, RefObject } from 'react';

/**
 * Enter (without Shift, and not while an input method is composing) submits the form;
 * Shift+Enter keeps making a new line. Used by the assistant's and the tutor's question boxes.
 */
export function submitOnEnter(form: RefObject<HTMLFormElement | null>) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  };
}

// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldLabels, fireEvent, renderElement, screen, within } from '../../testing/render';
import { ChangePasswordModal } from './ChangePasswordModal';
import { RecoveryCodesModal } from './RecoveryCodesModal';

const SHOW_OR_HIDE = 'Show or hide the characters typed';

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
}

/** The server's reply to every request from now on, and the requests it was asked. */
function replyWith(reply: () => Promise<Response>) {
  const fetch = vi.fn(reply);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Change password', () => {
  const open = () => {
    renderElement(createElement(ChangePasswordModal, { opened: true, onClose: () => undefined }));
    return screen.getByRole('dialog', { name: 'Change password' });
  };
  const fill = (dialog: HTMLElement, confirm: string) => {
    type(dialog, 'Current password', 'the old password here');
    type(dialog, 'New password', 'a quiet river at dawn');
    type(dialog, 'Confirm new password', confirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
  };

  it('asks for the current password and the new one twice, each with its show/hide button', () => {
    const dialog = open();
    expect(fieldLabels(dialog)).toEqual(['Current password', 'New password', 'Confirm new password']);
    expect(within(dialog).getAllByRole('button', { name: SHOW_OR_HIDE })).toHaveLength(3);
  });

  it("says the new passwords don't match and sends nothing", async () => {
    const dialog = open();
    const fetch = replyWith(() => Promise.reject(new TypeError('Failed to fetch')));
    fill(dialog, 'a quiet river at dusk');
    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says to check the connection when no reply comes', async () => {
    const dialog = open();
    const fetch = replyWith(() => Promise.reject(new TypeError('Failed to fetch')));
    fill(dialog, 'a quiet river at dawn');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password could not be changed. Check your connection and try again.',
    );
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('Recovery codes', () => {
  it("asks for the current password and shows the server's refusal above the form", async () => {
    renderElement(createElement(RecoveryCodesModal, { opened: true, onClose: () => undefined, email: 'jane@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Recovery codes' });
    expect(fieldLabels(dialog)).toEqual(['Current password']);
    expect(within(dialog).getByRole('button', { name: SHOW_OR_HIDE })).toBeInTheDocument();
    replyWith(async () => Response.json({ error: 'Current password is incorrect' }, { status: 401 }));
    type(dialog, 'Current password', 'not my password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});

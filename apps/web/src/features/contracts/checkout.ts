import type { PaymentNext } from '@kt/shared';

/**
 * Sends the browser to the provider's checkout (issue 31): a page to open (`redirectUrl`), or a
 * real HTML form POST to the provider's page with the signed fields as hidden inputs (JazzCash's
 * page redirection). The page is left: the provider sends the payer back to the contract page.
 */
export function goToCheckout(next: PaymentNext) {
  if ('redirectUrl' in next) {
    window.location.assign(next.redirectUrl);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = next.form.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(next.form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

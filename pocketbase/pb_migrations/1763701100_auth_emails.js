/// The e-mails of the `users` collection: Partilha's words, and links to the website's own pages
/// (spec 000 §2), where the website applies the token with PocketBase's confirm-verification,
/// confirm-password-reset and confirm-email-change calls. {APP_URL} is PARTILHA_APP_URL and
/// {APP_NAME} is "Partilha" (hooks/lib/environment-settings.ts). One-time-password and
/// multi-factor sign-in stay off, so their e-mails are never sent.

/** An e-mail body: a greeting, the text before the button, the button (with its link written
 * out, for mail readers that hide buttons), the text after it, and the signature. */
function page(before, button, after) {
  const paragraphs = before.map((text) => `<p>${text}</p>`);
  if (button) {
    paragraphs.push(`<p><a class="btn" href="${button.href}" target="_blank" rel="noopener">${button.label}</a></p>`);
    paragraphs.push(`<p>If the button does not work, copy this link into your browser:<br/>${button.href}</p>`);
  }
  paragraphs.push(...after.map((text) => `<p>${text}</p>`));
  return ['<p>Hello,</p>', ...paragraphs, '<p>Thanks,<br/>The {APP_NAME} team</p>'].join('\n');
}

const TEMPLATES = {
  verificationTemplate: {
    subject: 'Confirm your email address for {APP_NAME}',
    body: page(
      ['Welcome to {APP_NAME}, your local community marketplace! Please confirm that this is your email address.'],
      { href: '{APP_URL}/auth/verify-email?mode=verifyEmail&oobCode={TOKEN}', label: 'Confirm my email' },
      ["If you didn't create a {APP_NAME} account, you can ignore this email."],
    ),
  },
  resetPasswordTemplate: {
    subject: 'Reset your {APP_NAME} password',
    body: page(
      ['Someone (hopefully you) asked to reset the password of your {APP_NAME} account. Choose a new one here:'],
      { href: '{APP_URL}/auth/reset-password?mode=resetPassword&oobCode={TOKEN}', label: 'Choose a new password' },
      [
        "The link works for 30 minutes. If you didn't ask for it, you can ignore this email: your password stays the same.",
      ],
    ),
  },
  confirmEmailChangeTemplate: {
    subject: 'Confirm your new email address for {APP_NAME}',
    body: page(
      ['You asked to use this address for your {APP_NAME} account. Please confirm the change:'],
      { href: '{APP_URL}/auth/action?mode=confirmEmailChange&oobCode={TOKEN}', label: 'Confirm my new email' },
      [
        "The link works for 30 minutes. If you didn't ask for this change, you can ignore this email: your account keeps its current address.",
      ],
    ),
  },
};

const AUTH_ALERT = {
  subject: 'New sign-in to your {APP_NAME} account',
  body: page(
    ['Your {APP_NAME} account was just used to sign in from a new device or place:', '<em>{ALERT_INFO}</em>'],
    null,
    [
      'If this was you, there is nothing to do.',
      "<strong>If this wasn't you, reset your password now from the sign-in page: that signs you out everywhere else.</strong>",
    ],
  ),
};

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    for (const [name, template] of Object.entries(TEMPLATES)) {
      users[name].subject = template.subject;
      users[name].body = template.body;
    }
    users.authAlert.emailTemplate.subject = AUTH_ALERT.subject;
    users.authAlert.emailTemplate.body = AUTH_ALERT.body;
    users.otp.enabled = false;
    users.mfa.enabled = false;
    app.save(users);
  },
  (app) => {
    // Back to the links of 1763700100_users.js; PocketBase's own wording for the rest.
    const users = app.findCollectionByNameOrId('users');
    users.resetPasswordTemplate.subject = 'Reset your {APP_NAME} password';
    users.resetPasswordTemplate.body =
      '<p>Hello,</p>\n<p>Click on the button below to reset your password.</p>\n<p><a class="btn" href="{APP_URL}/auth/reset-password?oobCode={TOKEN}" target="_blank" rel="noopener">Reset password</a></p>\n<p>Thanks,<br/>{APP_NAME} team</p>';
    users.verificationTemplate.subject = 'Verify your {APP_NAME} email';
    users.confirmEmailChangeTemplate.subject = 'Confirm your {APP_NAME} new email address';
    users.confirmEmailChangeTemplate.body =
      '<p>Hello,</p>\n<p>Click on the button below to confirm your new email address.</p>\n<p><a class="btn" href="{APP_URL}/_/#/auth/confirm-email-change/{TOKEN}" target="_blank" rel="noopener">Confirm new email</a></p>\n<p>Thanks,<br/>{APP_NAME} team</p>';
    users.authAlert.emailTemplate.subject = 'Login from a new location';
    app.save(users);
  },
);

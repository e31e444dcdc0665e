/// The built-in `users` auth collection extended with the profile of docs/data-model.md.
/// Who may change which field is decided by the rules below plus hooks/users.pb.ts
/// (protected fields, sign-up defaults, public-profile privacy).
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const FIVE_MB = 5 * 1024 * 1024;

const PROFILE_FIELDS = [
  { type: 'text', name: 'displayName', max: 80 },
  { type: 'text', name: 'firstName', max: 80 },
  { type: 'text', name: 'lastName', max: 80 },
  { type: 'select', name: 'role', values: ['user', 'operator'], maxSelect: 1, required: true },
  { type: 'bool', name: 'verifiedProvider' },
  { type: 'text', name: 'address', max: 120 },
  { type: 'text', name: 'neighborhood', max: 120 },
  { type: 'text', name: 'city', max: 120 },
  { type: 'text', name: 'state', max: 120 },
  // Empty is allowed (a new account has no location yet); a set value must be XXXX-XXX.
  { type: 'text', name: 'postalCode', max: 8, pattern: '^\\d{4}-\\d{3}$' },
  { type: 'number', name: 'latitude', min: -90, max: 90 },
  { type: 'number', name: 'longitude', min: -180, max: 180 },
  { type: 'text', name: 'phoneNumber', max: 30 },
  { type: 'bool', name: 'showPhone' },
  { type: 'json', name: 'languages', maxSize: 2000 },
  { type: 'text', name: 'bio', max: 1000 },
  { type: 'json', name: 'serviceCategories', maxSize: 2000 },
  { type: 'json', name: 'equipmentCategories', maxSize: 2000 },
  { type: 'number', name: 'ratingAsProvider', min: 0, max: 5 },
  { type: 'number', name: 'ratingAsClient', min: 0, max: 5 },
  { type: 'number', name: 'reviewsAsProvider', min: 0, onlyInt: true },
  { type: 'number', name: 'reviewsAsClient', min: 0, onlyInt: true },
  { type: 'number', name: 'totalCancellations', min: 0, onlyInt: true },
  { type: 'number', name: 'lateCancellations', min: 0, onlyInt: true },
  { type: 'date', name: 'cancellationsUpdated' },
  { type: 'bool', name: 'notifyEmail' },
  { type: 'bool', name: 'notifyPush' },
  { type: 'bool', name: 'notifyMarketing' },
];

// E-mail links lead to the website's own pages (spec 000 §2), not to the PocketBase dashboard.
const VERIFICATION_BODY = `<p>Hello,</p>
<p>Thank you for joining {APP_NAME}.</p>
<p>Click on the button below to verify your email address.</p>
<p>
  <a class="btn" href="{APP_URL}/auth/verify-email?mode=verifyEmail&oobCode={TOKEN}" target="_blank" rel="noopener">Verify</a>
</p>
<p><i>If you didn't recently register, please ignore this email.</i></p>
<p>
  Thanks,<br/>
  {APP_NAME} team
</p>`;

const RESET_BODY = `<p>Hello,</p>
<p>Click on the button below to reset your password.</p>
<p>
  <a class="btn" href="{APP_URL}/auth/reset-password?oobCode={TOKEN}" target="_blank" rel="noopener">Reset password</a>
</p>
<p><i>If you didn't ask to reset your password, please ignore this email.</i></p>
<p>
  Thanks,<br/>
  {APP_NAME} team
</p>`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');

    // Public profiles: anyone reads the record; the e-mail stays hidden by emailVisibility
    // (forced off by the hooks) and is shown only to the user and to operators.
    users.listRule = '';
    users.viewRule = '';
    users.createRule = '';
    // Operators reach other users' records only to set verifiedProvider (checked in the hook).
    users.updateRule = 'id = @request.auth.id || @request.auth.role = "operator"';
    users.deleteRule = 'id = @request.auth.id';
    users.manageRule = null;

    // The spec's sign-up minimum is 6 characters (spec 000 §5).
    users.fields.getByName('password').min = 6;

    users.fields.removeByName('name');
    const avatar = users.fields.getByName('avatar');
    avatar.maxSelect = 1;
    avatar.maxSize = FIVE_MB;
    avatar.mimeTypes = IMAGE_TYPES;
    avatar.thumbs = ['100x100', '300x300'];

    for (const field of PROFILE_FIELDS) users.fields.add(new Field(field));

    users.oauth2.mappedFields.name = 'displayName';
    users.oauth2.mappedFields.avatarURL = 'avatar';

    users.verificationTemplate.body = VERIFICATION_BODY;
    users.resetPasswordTemplate.body = RESET_BODY;

    // Operator look-ups (moderation, notifications to operators).
    users.addIndex('idx_users_role', false, '`role`', '');

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    for (const field of PROFILE_FIELDS) users.fields.removeByName(field.name);
    users.fields.add(new Field({ type: 'text', name: 'name', max: 255 }));
    users.oauth2.mappedFields.name = 'name';
    users.removeIndex('idx_users_role');
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.updateRule = 'id = @request.auth.id';
    users.fields.getByName('password').min = 8;
    app.save(users);
  },
);

/**
 * Small inline pictures that stand in for server thumbnails, so the catalogue builds and renders
 * offline. Shared by the listing stories (ListingCard, ListingGrid).
 */
function svgDataUrl(body: string): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${body}</svg>`)
  );
}

export const DRILL_PHOTO = svgDataUrl(
  '<rect width="400" height="300" fill="#e8dcc8"/><rect x="0" y="220" width="400" height="80" fill="#b99b72"/>' +
    '<rect x="110" y="110" width="170" height="60" rx="14" fill="#2d72d2"/><rect x="280" y="128" width="70" height="22" fill="#8f99a8"/>' +
    '<rect x="150" y="165" width="50" height="80" rx="10" fill="#1c2127"/><rect x="140" y="235" width="70" height="22" rx="6" fill="#404854"/>',
);

export const CLEANING_PHOTO = svgDataUrl(
  '<rect width="400" height="300" fill="#d6ecf5"/><rect x="0" y="230" width="400" height="70" fill="#9fc3d6"/>' +
    '<rect x="170" y="70" width="60" height="120" rx="12" fill="#29a634"/><rect x="185" y="45" width="30" height="30" fill="#1c6e42"/>' +
    '<circle cx="110" cy="200" r="34" fill="#fbd065"/><circle cx="300" cy="110" r="18" fill="#ffffff"/><circle cx="325" cy="140" r="11" fill="#ffffff"/>',
);

export const TENT_PHOTO = svgDataUrl(
  '<rect width="400" height="300" fill="#cfe3f0"/><rect x="0" y="210" width="400" height="90" fill="#6aa56c"/>' +
    '<polygon points="200,70 330,230 70,230" fill="#d9822b"/><polygon points="200,110 240,230 160,230" fill="#7a3e0d"/>' +
    '<circle cx="330" cy="60" r="26" fill="#fbd065"/>',
);

export const GUITAR_PHOTO = svgDataUrl(
  '<rect width="400" height="300" fill="#f1e6f7"/><ellipse cx="170" cy="190" rx="70" ry="60" fill="#a8652a"/>' +
    '<ellipse cx="215" cy="135" rx="48" ry="42" fill="#a8652a"/><circle cx="180" cy="180" r="18" fill="#3b2212"/>' +
    '<rect x="225" y="40" width="16" height="110" transform="rotate(35 233 95)" fill="#5c3a1e"/>',
);

export const AVATAR_PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#7fb3a5"/><circle cx="50" cy="40" r="20" fill="#f4d6b5"/><rect x="20" y="66" width="60" height="34" rx="16" fill="#2d5f8b"/></svg>',
  );

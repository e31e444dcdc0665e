/**
 * Small PNG files drawn on a canvas when the story loads, so the uploader's stories hold real
 * `File`s (object-URL previews included) without any file on disk or network.
 */
function paintedPng(name: string, background: string, shape: string): File {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = background;
    context.fillRect(0, 0, 160, 120);
    context.fillStyle = shape;
    context.beginPath();
    context.arc(80, 60, 34, 0, Math.PI * 2);
    context.fill();
  }
  const base64 = canvas.toDataURL('image/png').split(',')[1] ?? '';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 0 });
}

export const DRILL_FILE = paintedPng('berbequim-frente.png', '#2d72d2', '#fbd065');
export const DRILL_SIDE_FILE = paintedPng('berbequim-lado.png', '#1c6e42', '#f5f5f5');
export const CASE_FILE = paintedPng('mala-acessorios.png', '#7a3e0d', '#d9822b');

// An uploaded file's bytes. FileReader rather than Blob.arrayBuffer: every browser the site supports has it.
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new Error(`The file could not be read (${reader.error?.message ?? 'unknown reason'}). Choose it again.`));
    reader.readAsArrayBuffer(file);
  });
}

export async function readFileText(file: Blob): Promise<string> {
  return new TextDecoder('utf-8').decode(await readFileBytes(file));
}

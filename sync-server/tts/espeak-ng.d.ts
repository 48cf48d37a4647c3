/** The parts of the `espeak-ng` package (eSpeak NG compiled to WASM with Emscripten) used here. */
declare module 'espeak-ng' {
  interface EmscriptenFs {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }
  interface ESpeakNgModule {
    FS: EmscriptenFs;
  }
  interface ESpeakNgOptions {
    /** The espeak-ng command line (main() runs once with it). */
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    preRun?: Array<(module: ESpeakNgModule) => void>;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module?: WebAssembly.Module) => void) => object;
  }
  const ESpeakNg: (options: ESpeakNgOptions) => Promise<ESpeakNgModule>;
  export default ESpeakNg;
}

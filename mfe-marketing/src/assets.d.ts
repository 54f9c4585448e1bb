/** Images are emitted as files (webpack `asset/resource`) and imported as their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

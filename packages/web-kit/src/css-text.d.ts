/** `.css` files are imported as their text (webpack `asset/source`) and added with `injectStyle`. */
declare module '*.css' {
  const css: string;
  export default css;
}

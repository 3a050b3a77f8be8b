/**
* | output |
* | --- |
* | "Invalid cursor" |
*
* @param {Err_Invalid_CursorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_cursor: ((inputs?: Err_Invalid_CursorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_CursorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_CursorInputs = {};

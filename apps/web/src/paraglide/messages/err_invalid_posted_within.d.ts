/**
* | output |
* | --- |
* | "Invalid posted within" |
*
* @param {Err_Invalid_Posted_WithinInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_posted_within: ((inputs?: Err_Invalid_Posted_WithinInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Posted_WithinInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Posted_WithinInputs = {};

/**
* | output |
* | --- |
* | "The link is not valid" |
*
* @param {Err_The_Link_Is_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_link_is_not_valid: ((inputs?: Err_The_Link_Is_Not_ValidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Link_Is_Not_ValidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Link_Is_Not_ValidInputs = {};

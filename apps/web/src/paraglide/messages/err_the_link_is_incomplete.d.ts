/**
* | output |
* | --- |
* | "The link is incomplete" |
*
* @param {Err_The_Link_Is_IncompleteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_link_is_incomplete: ((inputs?: Err_The_Link_Is_IncompleteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Link_Is_IncompleteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Link_Is_IncompleteInputs = {};

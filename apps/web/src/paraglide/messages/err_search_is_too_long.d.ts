/**
* | output |
* | --- |
* | "Search is too long" |
*
* @param {Err_Search_Is_Too_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_search_is_too_long: ((inputs?: Err_Search_Is_Too_LongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Search_Is_Too_LongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Search_Is_Too_LongInputs = {};

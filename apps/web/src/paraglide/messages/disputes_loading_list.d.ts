/**
* | output |
* | --- |
* | "Loading disputes..." |
*
* @param {Disputes_Loading_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_loading_list: ((inputs?: Disputes_Loading_ListInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Loading_ListInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Loading_ListInputs = {};

/**
* | output |
* | --- |
* | "The disputes could not be loaded. Please try again." |
*
* @param {Disputes_List_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_list_failed: ((inputs?: Disputes_List_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_List_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_List_FailedInputs = {};

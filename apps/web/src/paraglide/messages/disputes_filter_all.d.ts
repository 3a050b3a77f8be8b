/**
* | output |
* | --- |
* | "All" |
*
* @param {Disputes_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_filter_all: ((inputs?: Disputes_Filter_AllInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Filter_AllInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Filter_AllInputs = {};

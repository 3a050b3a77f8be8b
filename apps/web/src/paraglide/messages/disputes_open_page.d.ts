/**
* | output |
* | --- |
* | "Open the dispute page" |
*
* @param {Disputes_Open_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_page: ((inputs?: Disputes_Open_PageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Open_PageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Open_PageInputs = {};

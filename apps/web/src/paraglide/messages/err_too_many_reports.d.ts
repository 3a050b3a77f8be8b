/**
* | output |
* | --- |
* | "Too many reports" |
*
* @param {Err_Too_Many_ReportsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_reports: ((inputs?: Err_Too_Many_ReportsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_ReportsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_ReportsInputs = {};

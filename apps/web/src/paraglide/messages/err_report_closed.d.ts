/**
* | output |
* | --- |
* | "Report closed" |
*
* @param {Err_Report_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_report_closed: ((inputs?: Err_Report_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Report_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Report_ClosedInputs = {};

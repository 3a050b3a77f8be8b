/**
* | output |
* | --- |
* | "This report was already closed" |
*
* @param {Err_This_Report_Was_Already_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_report_was_already_closed: ((inputs?: Err_This_Report_Was_Already_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Report_Was_Already_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Report_Was_Already_ClosedInputs = {};

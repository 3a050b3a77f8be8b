/**
* | output |
* | --- |
* | "Choose what you are reporting" |
*
* @param {Err_Choose_What_You_Are_ReportingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_what_you_are_reporting: ((inputs?: Err_Choose_What_You_Are_ReportingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Choose_What_You_Are_ReportingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Choose_What_You_Are_ReportingInputs = {};

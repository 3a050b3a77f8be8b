/**
* | output |
* | --- |
* | "Completion date is required" |
*
* @param {Err_Completion_Date_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_is_required: ((inputs?: Err_Completion_Date_Is_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Completion_Date_Is_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Completion_Date_Is_RequiredInputs = {};

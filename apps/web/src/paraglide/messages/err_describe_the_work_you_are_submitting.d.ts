/**
* | output |
* | --- |
* | "Describe the work you are submitting" |
*
* @param {Err_Describe_The_Work_You_Are_SubmittingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_describe_the_work_you_are_submitting: ((inputs?: Err_Describe_The_Work_You_Are_SubmittingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Describe_The_Work_You_Are_SubmittingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Describe_The_Work_You_Are_SubmittingInputs = {};

/**
* | output |
* | --- |
* | "Could not copy the link" |
*
* @param {Jobown_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_copy_failed: ((inputs?: Jobown_Copy_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Copy_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Copy_FailedInputs = {};

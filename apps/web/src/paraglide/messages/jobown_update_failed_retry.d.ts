/**
* | output |
* | --- |
* | "Failed to update job. Please try again." |
*
* @param {Jobown_Update_Failed_RetryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_update_failed_retry: ((inputs?: Jobown_Update_Failed_RetryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Update_Failed_RetryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Update_Failed_RetryInputs = {};

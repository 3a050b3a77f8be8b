/**
* | output |
* | --- |
* | "Upload results file" |
*
* @param {Admin_Batch_Upload_ResultsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_upload_results: ((inputs?: Admin_Batch_Upload_ResultsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_Upload_ResultsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_Upload_ResultsInputs = {};

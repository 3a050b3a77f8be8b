/**
* | output |
* | --- |
* | "Results recorded: {settled} settled, {unchanged} already settled, unknown references: {unknown}" |
*
* @param {Admin_Batch_ResultsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_results: ((inputs: Admin_Batch_ResultsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_ResultsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_ResultsInputs = {
    settled: NonNullable<unknown>;
    unchanged: NonNullable<unknown>;
    unknown: NonNullable<unknown>;
};
